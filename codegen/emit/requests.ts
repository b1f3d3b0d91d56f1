// `mock/requests.json`: what the mock needs to validate requests like the platform does: every
// body and parameter schema by operation id, over the component schemas they reach, without
// the words for people (the page's mock loads them with its first write).
import type { OperationInfo } from '../infer/operations.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { withoutAnnotations } from './annotations.ts'
import { definitionsFor, reachableSchemas, rewriteRefs } from './schema-slice.ts'

export interface RequestSchemas {
  definitions: Record<string, Schema>
  bodies: Record<string, Schema>
  params: Record<string, { path: Record<string, Schema>; query: Record<string, Schema> }>
}

export function buildRequestSchemas(
  document: Document,
  operations: Map<string, OperationInfo>,
): RequestSchemas {
  const bodies: Record<string, Schema> = {}
  const params: RequestSchemas['params'] = {}
  for (const [id, op] of operations) {
    if (op.bodySchema !== undefined) bodies[id] = rewriteRefs(op.bodySchema)
    const path: Record<string, Schema> = {}
    const query: Record<string, Schema> = {}
    for (const parameter of op.parameters) {
      if (parameter.schema === undefined) continue
      if (parameter.in === 'path') path[parameter.name] = rewriteRefs(parameter.schema)
      if (parameter.in === 'query') query[parameter.name] = rewriteRefs(parameter.schema)
    }
    if (Object.keys(path).length > 0 || Object.keys(query).length > 0) params[id] = { path, query }
  }
  const roots = [...operations.values()].flatMap((op) => [
    op.bodySchema,
    ...op.parameters.map((parameter) => parameter.schema),
  ])
  const definitions = definitionsFor(document, reachableSchemas(document, roots))
  return withoutAnnotations({ definitions, bodies, params })
}
