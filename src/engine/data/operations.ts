/**
 * Operation lookups over the registry: the operations of its kinds, then the shell's own calls
 * (who am I, sign out, lookups by id) that the manifest need not surface as kinds.
 */
import { currentRegistry } from '../console/parts'
import type { OperationRef, Registry, ShellCall } from '../../contract'

interface OperationIndex {
  byId: Map<string, OperationRef>
  /** by method and path (`PUT /v1/system/ip-pools/{pool}/silos/{silo}`) */
  byRoute: Map<string, OperationRef>
  kindByOperation: Map<string, string>
  operationsByKind: Map<string, Set<string>>
}

function indexRegistry(source: Registry): OperationIndex {
  const index: OperationIndex = {
    byId: new Map(),
    byRoute: new Map(),
    kindByOperation: new Map(),
    operationsByKind: new Map(),
  }
  for (const kind of Object.values(source.kinds)) {
    const ids = new Set<string>()
    for (const op of [...Object.values(kind.ops), ...Object.values(kind.extraOps)]) {
      if (!op) continue
      index.byId.set(op.id, op)
      index.byRoute.set(`${op.method.toUpperCase()} ${op.path}`, op)
      index.kindByOperation.set(op.id, kind.name)
      ids.add(op.id)
    }
    index.operationsByKind.set(kind.name, ids)
  }
  return index
}

// one index per registry: tests build consoles from several
const indexes = new WeakMap<Registry, OperationIndex>()
function operationIndex(): OperationIndex {
  const registry = currentRegistry()
  let index = indexes.get(registry)
  if (!index) indexes.set(registry, (index = indexRegistry(registry)))
  return index
}

export function findOperation(id: string): OperationRef | undefined {
  return operationIndex().byId.get(id) ?? currentRegistry().shellOperations[id]
}

/**
 * The operation at a method and path (`PUT /v1/system/ip-pools/{pool}/silos/{silo}`), whatever
 * this registry calls it: a newer release may rename an operation and keep its call.
 */
export function findOperationAt(route: string): OperationRef | undefined {
  return operationIndex().byRoute.get(route)
}

/**
 * the operation behind one of the shell's features, as the manifest names it; undefined when
 * the registry names none (another document's console): the feature is off
 */
export function shellOperation(call: ShellCall): OperationRef | undefined {
  const id = currentRegistry().shell?.operations[call]
  return id === undefined ? undefined : findOperation(id)
}

/** whether `op` is the one the shell makes `call` with */
export function isShellOperation(op: OperationRef, call: ShellCall): boolean {
  return currentRegistry().shell?.operations[call] === op.id
}

/** like findOperation, for operations the engine cannot work without */
export function requireOperation(id: string): OperationRef {
  const op = findOperation(id)
  if (!op) throw new Error(`Operation ${id} is not in the registry`)
  return op
}

export function kindOfOperation(operationId: string): string | undefined {
  return operationIndex().kindByOperation.get(operationId)
}

export function operationsOfKind(kindName: string): ReadonlySet<string> {
  return operationIndex().operationsByKind.get(kindName) ?? new Set()
}

/** the other kinds' operations whose answers change when an item of this kind does */
export function touchedBy(kindName: string): readonly string[] | undefined {
  return currentRegistry().kinds[kindName]?.touches
}
