/**
 * Request validation against the generated request schemas, so a bad body or query gets the
 * platform's 400 before any handler logic runs. The checks were compiled by ajv at codegen
 * (src/generated/validators/mock), so the page's mock compiles nothing: a strict
 * Content-Security-Policy forbids the `new Function` compiling takes.
 */
import { repeatedItemsPath, UNIQUE_ITEMS_MESSAGE } from '../../src/contract/index.ts'
import { invalidRequest, invalidValue } from '../errors.ts'
import type { BodyChecks, CheckError, MockInputs, QueryChecks, RequestCheck } from '../inputs.ts'
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

/** the check's first failure, or undefined when the data passes (or nothing checks it) */
function firstFailure(check: RequestCheck | undefined, data: unknown): CheckError | undefined {
  if (check === undefined || check(data)) return undefined
  return check.errors?.[0] ?? { keyword: 'false', instancePath: '', params: {} }
}

function queryChecks({ validators, readings }: QueryChecks) {
  return (operationId: string, query: Record<string, string>) => {
    const check = validators[operationId]
    if (check === undefined) return
    // the values as the schema reads them (`limit=5` is the integer 5), on a copy
    const first = firstFailure(check, queryValues(query, readings[operationId]))
    if (first) throw invalidRequest(`unable to parse query string: ${describeError(first)}`)
  }
}

/** spec §5: every list of a body unique, as the console's forms hold it, not only the schema's */
function assertUniqueItems(body: unknown): void {
  const path = repeatedItemsPath(body)
  if (path === undefined) return
  const where = path === '' ? '' : `${path}: `
  throw invalidValue(`unable to parse JSON body: ${where}${UNIQUE_ITEMS_MESSAGE.toLowerCase()}`)
}

export function requestChecks(inputs: MockInputs): RequestChecks {
  const query = queryChecks(inputs.checks.queries)
  let bodyChecks: Promise<BodyChecks> | undefined
  const loadChecks = () =>
    (bodyChecks ??= Promise.resolve(
      typeof inputs.checks.bodies === 'function' ? inputs.checks.bodies() : inputs.checks.bodies,
    ))
  return {
    query: async (operationId, values) => query(operationId, values),
    body: async (operationId, body) => {
      assertBodyWithinLimits(body)
      const { validators, shapes } = await loadChecks()
      const first = firstFailure(validators[operationId], body)
      if (first) throw invalidBody(first)
      assertUniqueItems(body)
      keepOperationFields(shapes, operationId, body)
    },
  }
}
