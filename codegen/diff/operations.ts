// The operations of a document as an upgrade compares them: where each one is (method and
// path), in which scope (the platform's system, silo or project), and the schemas it reads and
// writes, so that an id can be followed when it moves and a rename found when it does not.
import { isObject, type JsonObject } from '../util/json.ts'

export type Scope = 'system' | 'silo' | 'project'

export interface OperationSite {
  id: string
  method: string
  path: string
  scope: Scope
  /** component schemas of the request body and the success answer (and a page's rows) */
  schemas: { body?: string; response?: string; rows?: string }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch']

export const siteOf = (op: { method: string; path: string }) =>
  `${op.method.toUpperCase()} ${op.path}`

/**
 * The platform's scopes, from the path and the parameters: `/v1/system/…` is the operator's,
 * a `project` parameter the project's, the rest the silo's (spec §2).
 */
function scopeOf(path: string, params: string[]): Scope {
  if (/^\/v\d+\/system(\/|$)/.test(path)) return 'system'
  if (params.includes('project')) return 'project'
  return 'silo'
}

const refName = (schema: unknown): string | undefined =>
  isObject(schema) && typeof schema.$ref === 'string'
    ? schema.$ref.replace(/^#\/components\/schemas\//, '')
    : undefined

function jsonSchemaOf(holder: unknown): unknown {
  if (!isObject(holder) || !isObject(holder.content)) return undefined
  const json = holder.content['application/json']
  return isObject(json) ? json.schema : undefined
}

/** every operation of a document with an operationId, by id */
export function operationSites(document: JsonObject): Map<string, OperationSite> {
  const schemas = (isObject(document.components) ? document.components.schemas : undefined) ?? {}
  const rowsOf = (name: string | undefined): string | undefined => {
    const schema = name === undefined || !isObject(schemas) ? undefined : schemas[name]
    const items = isObject(schema) && isObject(schema.properties) ? schema.properties.items : {}
    return isObject(items) ? refName(items.items) : undefined
  }
  const sites = new Map<string, OperationSite>()
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of METHODS) {
      const op = item[method]
      if (!isObject(op) || typeof op.operationId !== 'string') continue
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]
        .map((param) => (isObject(param) && typeof param.name === 'string' ? param.name : ''))
        .concat([...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''))
      const responses = isObject(op.responses) ? op.responses : {}
      const success = Object.keys(responses)
        .filter((status) => /^2/.test(status))
        .sort()[0]
      const response = refName(jsonSchemaOf(success === undefined ? undefined : responses[success]))
      const body = refName(jsonSchemaOf(op.requestBody))
      const rows = rowsOf(response)
      sites.set(op.operationId, {
        id: op.operationId,
        method,
        path,
        scope: scopeOf(path, params),
        schemas: {
          ...(body === undefined ? {} : { body }),
          ...(response === undefined ? {} : { response }),
          ...(rows === undefined ? {} : { rows }),
        },
      })
    }
  }
  return sites
}
