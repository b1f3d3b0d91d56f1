/**
 * Operation lookups over the registry. The shell also calls a few session operations (who am
 * I, sign out, lookups by id) that the manifest need not surface as kinds; their refs are facts
 * of the API and serve as fallbacks when the registry does not carry them.
 */
import { registry } from '../../generated/registry'
import type { OperationRef, Registry } from '../registry/types'

function get(id: string, path: string, extra: Partial<OperationRef> = {}): OperationRef {
  const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
  return {
    id,
    method: 'get',
    path,
    pathParams,
    queryParams: [],
    successStatus: 200,
    returnsList: false,
    ...extra,
  }
}

const sessionOperations: Record<string, OperationRef> = {
  current_user_view: get('current_user_view', '/v1/me'),
  current_user_groups: get('current_user_groups', '/v1/me/groups', {
    queryParams: [
      { name: 'limit', required: false },
      { name: 'page_token', required: false },
    ],
    paginated: { requiredOnFirstPage: [] },
    returnsList: true,
  }),
  policy_view: get('policy_view', '/v1/policy'),
  system_policy_view: get('system_policy_view', '/v1/system/policy'),
  project_view: get('project_view', '/v1/projects/{project}'),
  instance_view: get('instance_view', '/v1/instances/{instance}', {
    queryParams: [{ name: 'project', required: false, selector: true }],
  }),
  logout: { ...get('logout', '/v1/logout'), method: 'post', successStatus: 204 },
}

interface OperationIndex {
  byId: Map<string, OperationRef>
  kindByOperation: Map<string, string>
  operationsByKind: Map<string, Set<string>>
}

function indexRegistry(source: Registry): OperationIndex {
  const index: OperationIndex = {
    byId: new Map(),
    kindByOperation: new Map(),
    operationsByKind: new Map(),
  }
  for (const kind of Object.values(source.kinds)) {
    const ids = new Set<string>()
    for (const op of [...Object.values(kind.ops), ...Object.values(kind.extraOps)]) {
      if (!op) continue
      index.byId.set(op.id, op)
      index.kindByOperation.set(op.id, kind.name)
      ids.add(op.id)
    }
    index.operationsByKind.set(kind.name, ids)
  }
  return index
}

let cached: OperationIndex | undefined
const operationIndex = () => (cached ??= indexRegistry(registry))

export function findOperation(id: string): OperationRef | undefined {
  return operationIndex().byId.get(id) ?? sessionOperations[id]
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
