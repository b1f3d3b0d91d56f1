/**
 * Request validation against the generated request schemas, so a bad body or query gets the
 * platform's 400 before any handler logic runs. The schemas are interpreted (the console's own
 * validator, src/contract/schema-check.ts), so the page's mock compiles nothing: a strict
 * Content-Security-Policy forbids the `new Function` compiling takes.
 */
import { schemaErrors } from '../../src/contract/schema-check.ts'
import { invalidRequest } from '../errors.ts'
import type { MockInputs, QuerySchemas, RequestSchemas } from '../inputs.ts'
import { assertBodyWithinLimits } from './body-limits.ts'
import { keepOperationFields } from './body-fields.ts'
import { describeError, invalidBody } from './describe-error.ts'
import { queryValues } from './query-values.ts'

export interface RequestChecks {
  /** rejects with a 400 when a query parameter breaks its schema (unknown ones are left alone) */
  query(operationId: string, query: Record<string, string>): Promise<void>
  /**
   * rejects with a 400 when the body is too deep or large, breaks the operation's schema, or
   * sets a field the server owns; other fields the schema does not declare are dropped
   */
  body(operationId: string, body: unknown): Promise<void>
}

/** an operation's schema with the definitions it names, built once (the checker keeps its index by it) */
function rooted(
  cache: Map<string, object>,
  operationId: string,
  schema: unknown,
  definitions: Record<string, unknown>,
): object {
  let root = cache.get(operationId)
  if (!root) {
    // wrapped, so a schema that is only a `$ref` reaches the shared definitions too
    root = { definitions, allOf: [schema] }
    cache.set(operationId, root)
  }
  return root
}

function queryChecks(schemas: QuerySchemas) {
  const roots = new Map<string, object>()
  return (operationId: string, query: Record<string, string>) => {
    const schema = schemas.queries[operationId]
    if (schema === undefined) return
    const root = rooted(roots, operationId, schema, schemas.definitions)
    // the values as the schema reads them (`limit=5` is the integer 5), on a copy
    const values = queryValues(query, schema, schemas.definitions)
    const [first] = schemaErrors(root, values, { allErrors: false })
    if (first) throw invalidRequest(`unable to parse query string: ${describeError(first)}`)
  }
}

export function requestChecks(inputs: MockInputs): RequestChecks {
  const query = queryChecks(inputs.queries)
  const bodies = new Map<string, object>()
  let requests: Promise<RequestSchemas> | undefined
  const load = () =>
    (requests ??= Promise.resolve(
      typeof inputs.requests === 'function' ? inputs.requests() : inputs.requests,
    ))
  return {
    query: async (operationId, values) => query(operationId, values),
    body: async (operationId, body) => {
      assertBodyWithinLimits(body)
      const schemas = await load()
      const schema = schemas.bodies[operationId]
      if (schema !== undefined) {
        const root = rooted(bodies, operationId, schema, schemas.definitions)
        const [first] = schemaErrors(root, body, { allErrors: false })
        if (first) throw invalidBody(first)
      }
      keepOperationFields(schemas, operationId, body)
    },
  }
}
