/**
 * The request checks as handlers use them: the checks codegen compiled (`queryValidators`,
 * `bodyValidators`) when the inputs bring them, so the page's mock compiles no schema (a
 * strict Content-Security-Policy forbids it) and ships no ajv. Without them, or for a schema
 * codegen could not compile, the run-time validator (ajv and the request schemas) loads with
 * the first call that needs it.
 */
import { invalidRequest } from '../errors.ts'
import type { MockInputs, PrecompiledCheck, PrecompiledChecks, RequestSchemas } from '../inputs.ts'
import { assertBodyWithinLimits } from './body-limits.ts'
import { keepOperationFields } from './body-fields.ts'
import { describeError, invalidBody } from './describe-error.ts'
import type { Validator } from './validation.ts'

export interface RequestChecks {
  /** rejects with a 400 when a query parameter breaks its schema */
  query(operationId: string, query: Record<string, string>): Promise<void>
  /** rejects with a 400 when the body breaks the operation's schema */
  body(operationId: string, body: unknown): Promise<void>
}

async function schemasOf(requests: MockInputs['requests']): Promise<RequestSchemas> {
  return typeof requests === 'function' ? requests() : requests
}

async function bodyChecksOf(
  checks: MockInputs['bodyValidators'],
): Promise<PrecompiledChecks | undefined> {
  return typeof checks === 'function' ? checks() : checks
}

export function lazyRequestChecks(inputs: MockInputs): RequestChecks {
  let validator: Promise<Validator> | undefined
  const load = () =>
    (validator ??= Promise.all([import('./validation.ts'), schemasOf(inputs.requests)]).then(
      ([{ Validator }, requests]) => new Validator(requests, inputs.addFormats),
    ))
  const precompiled = inputs.queryValidators
  let bodyChecks: Promise<PrecompiledChecks | undefined> | undefined
  return {
    query: async (operationId, query) => {
      const check = precompiled?.[operationId]
      // a call codegen could not compile (null), or inputs without compiled checks
      if (check === null || !precompiled) return (await load()).query(operationId, query)
      precompiledQuery(check, query)
    },
    body: async (operationId, body) => {
      const checks = await (bodyChecks ??= bodyChecksOf(inputs.bodyValidators))
      const check = checks?.[operationId]
      if (check === null || !checks) return (await load()).body(operationId, body)
      // as Validator.body, with the compiled check in place of ajv
      assertBodyWithinLimits(body)
      if (check && !check(body)) throw invalidBody(check.errors?.[0])
      keepOperationFields(await schemasOf(inputs.requests), operationId, body)
    },
  }
}

/** as Validator.query: a copy is checked (coercion rewrites values in place), unknown names pass */
function precompiledQuery(check: PrecompiledCheck | undefined, query: Record<string, string>) {
  if (!check || check({ ...query })) return
  const first = check.errors?.[0]
  throw invalidRequest(
    `unable to parse query string: ${first ? describeError(first) : 'invalid query'}`,
  )
}
