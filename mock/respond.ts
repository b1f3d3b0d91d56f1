/**
 * Success answers with the operation's declared status (204s carry no body). Plain fetch
 * Responses: msw takes them as they are, and the page's mock does not load msw at all.
 */
import type { OperationRef } from '../src/contract/index.ts'

export function respond(
  op: OperationRef | undefined,
  body?: unknown,
  fallbackStatus = 200,
): Response {
  const status = op?.successStatus ?? fallbackStatus
  if (status === 204 || body === undefined) return new Response(null, { status })
  // the document wraps its item (`{server: {...}}`): answer in its shape
  const wrapped = op?.itemField === undefined ? body : { [op.itemField]: body }
  return Response.json(wrapped, { status })
}
