// `mock/query-schemas.json`: each list call's query parameters as one object schema, over the
// definitions they reach. The page's mock checks every call's query, the first list's too, so
// these load with it; the body schemas (`requests.json`) wait for the first write.
import type { Schema } from '../util/openapi.ts'
import { withoutAnnotations } from './annotations.ts'
import type { RequestSchemas } from './requests.ts'

export interface QuerySchemas {
  definitions: Record<string, Schema>
  /** by operation id, for the operations that take a query */
  queries: Record<string, Schema>
}

/** the definitions the schemas reach, directly or through each other, by name */
function reachedDefinitions(
  schemas: unknown[],
  definitions: Record<string, Schema>,
): Record<string, Schema> {
  const found: Record<string, Schema> = {}
  const pending: unknown[] = [...schemas]
  while (pending.length > 0) {
    const node = pending.pop()
    if (Array.isArray(node)) pending.push(...node)
    else if (node !== null && typeof node === 'object') {
      const ref = (node as { $ref?: unknown }).$ref
      const name = typeof ref === 'string' ? ref.replace('#/definitions/', '') : undefined
      const schema = name === undefined ? undefined : definitions[name]
      if (name !== undefined && schema !== undefined && !(name in found)) {
        found[name] = schema
        pending.push(schema)
      }
      pending.push(...Object.values(node))
    }
  }
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => (a < b ? -1 : 1)))
}

export function buildQuerySchemas(requests: RequestSchemas): QuerySchemas {
  const queries = Object.fromEntries(
    Object.entries(requests.params)
      .filter(([, params]) => Object.keys(params.query).length > 0)
      .map(([operationId, params]) => [operationId, { type: 'object', properties: params.query }]),
  )
  const definitions = reachedDefinitions(Object.values(queries), requests.definitions)
  return withoutAnnotations({ definitions, queries })
}
