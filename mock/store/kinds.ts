/** finding kinds and operations in the registry */
import type { KindDef, OperationRef, Registry } from '../../src/engine/registry/types.ts'

export function kindOfOperation(registry: Registry, operationId: string): KindDef | undefined {
  return Object.values(registry.kinds).find(
    (kind) =>
      Object.values(kind.ops).some((op) => op?.id === operationId) || operationId in kind.extraOps,
  )
}

/** every operation of the registry once, with the kind that declares it first */
export function allOperations(registry: Registry): { kind: KindDef; op: OperationRef }[] {
  const seen = new Set<string>()
  const found: { kind: KindDef; op: OperationRef }[] = []
  for (const kind of Object.values(registry.kinds)) {
    for (const op of [...Object.values(kind.ops), ...Object.values(kind.extraOps)]) {
      if (!op || seen.has(op.id)) continue
      seen.add(op.id)
      found.push({ kind, op })
    }
  }
  return found
}

/** camelCase registry path → wire path: `runState` → `run_state`, `state.state` stays */
export const wirePath = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** read a dotted wire path from an item */
export function readPath(item: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => {
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  }, item)
}
