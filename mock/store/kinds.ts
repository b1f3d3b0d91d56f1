/** finding kinds and operations in the registry */
import { wirePath } from '../../src/contract/index.ts'
import type { KindDef, OperationRef, Registry } from '../../src/contract/index.ts'

export function kindOfOperation(registry: Registry, operationId: string): KindDef | undefined {
  return Object.values(registry.kinds).find(
    (kind) =>
      Object.values(kind.ops).some((op) => op?.id === operationId) || operationId in kind.extraOps,
  )
}

/**
 * every operation of the registry once, with the kind that owns it: the one holding it as a
 * list/create/view/update/delete (the list of uninitialized sleds is the sled kind's extra but
 * the uninitialized sled kind's list), else the first kind that mentions it
 */
export function allOperations(registry: Registry): { kind: KindDef; op: OperationRef }[] {
  const owner = new Map<string, { kind: KindDef; op: OperationRef }>()
  const kinds = Object.values(registry.kinds)
  for (const kind of kinds) {
    for (const op of Object.values(kind.ops)) {
      if (op && !owner.has(op.id)) owner.set(op.id, { kind, op })
    }
  }
  for (const kind of kinds) {
    for (const op of Object.values(kind.extraOps)) {
      if (!owner.has(op.id)) owner.set(op.id, { kind, op })
    }
  }
  return [...owner.values()]
}

/** a registry field path on the wire, by the contract's key rule: `runState` → `run_state`, `Id` stays */
export const wirePathOf = (registry: Registry, field: string) => wirePath(field, registry.wireKeys)

/** read a dotted wire path from an item */
export function readPath(item: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => {
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  }, item)
}
