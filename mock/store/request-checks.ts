/**
 * The request checks as handlers use them: the validator (ajv and the request schemas) loads
 * with the first call that needs it, so the page's mock serves the first list without
 * shipping a schema compiler first, and a Node test pays for it only once.
 */
import type { MockInputs, RequestSchemas } from '../inputs.ts'
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
  return {
    query: async (operationId, query) => (await load()).query(operationId, query),
    body: async (operationId, body) => (await load()).body(operationId, body),
  }
}
