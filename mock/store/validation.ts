/**
 * Request validation against the generated request schemas (`requests.json`), so a bad body or
 * query gets the platform's 400 before any handler logic runs.
 */
import Ajv, { type ValidateFunction } from 'ajv'
import addStandardFormats from 'ajv-formats'
import { invalidRequest } from '../errors.ts'
import type { MockInputs, RequestSchemas } from '../inputs.ts'
import { keepOperationFields } from './body-fields.ts'
import { describeError as describe, invalidBody } from './describe-error.ts'
import { assertBodyWithinLimits } from './body-limits.ts'

function newAjv(coerceTypes: boolean, addFormats: MockInputs['addFormats']): Ajv {
  // strict off: the document's schemas carry OpenAPI keywords (example, x-…) ajv does not know;
  // logger off: formats the document declares but nobody registered are skipped quietly.
  const ajv = new Ajv({
    strict: false,
    discriminator: true,
    allErrors: false,
    coerceTypes,
    logger: false,
  })
  addStandardFormats(ajv)
  addFormats?.(ajv)
  return ajv
}

export class Validator {
  private readonly bodyAjv: Ajv
  private readonly queryAjv: Ajv
  private readonly cache = new Map<string, ValidateFunction | null>()
  private readonly requests: RequestSchemas

  constructor(requests: RequestSchemas, addFormats?: MockInputs['addFormats']) {
    this.requests = requests
    this.bodyAjv = newAjv(false, addFormats)
    // query values arrive as strings: let `limit=5` pass as the integer the schema wants
    this.queryAjv = newAjv(true, addFormats)
  }

  private compiled(key: string, ajv: Ajv, schema: unknown): ValidateFunction | null {
    if (!this.cache.has(key)) {
      // wrapping keeps `#/definitions/X` references pointing at the shared definitions
      const root = { definitions: this.requests.definitions, allOf: [schema] }
      this.cache.set(key, schema === undefined ? null : ajv.compile(root))
    }
    return this.cache.get(key) ?? null
  }

  /**
   * throws a 400 when the body is too deep or large, breaks the operation's schema, or sets a
   * field the server owns; other fields the schema does not declare are dropped from `body`
   */
  body(operationId: string, body: unknown): void {
    assertBodyWithinLimits(body)
    const schema = this.requests.bodies[operationId]
    const validate = this.compiled(`body:${operationId}`, this.bodyAjv, schema)
    if (validate && !validate(body)) throw invalidBody(validate.errors?.[0])
    keepOperationFields(this.requests, operationId, body)
  }

  /** throws a 400 when a query parameter breaks its schema (unknown ones are left alone) */
  query(operationId: string, query: Record<string, string>): void {
    const properties = this.requests.params[operationId]?.query
    if (!properties) return
    const schema = { type: 'object', properties }
    const validate = this.compiled(`query:${operationId}`, this.queryAjv, schema)
    // coercion rewrites values in place: validate a copy so handlers see what was sent
    if (!validate || validate({ ...query })) return
    const first = validate.errors?.[0]
    throw invalidRequest(
      `unable to parse query string: ${first ? describe(first) : 'invalid query'}`,
    )
  }
}
