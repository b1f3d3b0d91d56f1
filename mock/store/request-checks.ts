/**
 * The request checks as handlers use them: the validator (ajv and the request schemas) loads
 * with the first call that needs it, so the page's mock serves the first list without
 * shipping a schema compiler first, and a Node test pays for it only once. Query checks use
 * the validators codegen compiled (`queryValidators`) when the inputs bring them: lists check
 * their query on every call, so with those the first row needs no ajv at all.
 */
import { invalidRequest } from '../errors.ts'
import type { MockInputs, PrecompiledCheck, RequestSchemas } from '../inputs.ts'
import { describeError } from './describe-error.ts'
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

export function lazyRequestChecks(inputs: MockInputs): RequestChecks {
  let validator: Promise<Validator> | undefined
  const load = () =>
    (validator ??= Promise.all([import('./validation.ts'), schemasOf(inputs.requests)]).then(
      ([{ Validator }, requests]) => new Validator(requests, inputs.addFormats),
    ))
  const precompiled = inputs.queryValidators
  return {
    query: async (operationId, query) => {
      const check = precompiled?.[operationId]
      // a call codegen could not compile (null), or inputs without compiled checks
      if (check === null || !precompiled) return (await load()).query(operationId, query)
      precompiledQuery(check, query)
    },
    body: async (operationId, body) => (await load()).body(operationId, body),
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
