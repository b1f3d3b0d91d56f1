/** success answers with the operation's declared status (204s carry no body) */
import { HttpResponse } from 'msw'
import type { OperationRef } from '../src/contract/index.ts'

export function respond(
  op: OperationRef | undefined,
  body?: unknown,
  fallbackStatus = 200,
): Response {
  const status = op?.successStatus ?? fallbackStatus
  if (status === 204 || body === undefined) return new HttpResponse(null, { status })
  // the document wraps its item (`{server: {...}}`): answer in its shape
  const wrapped = op?.itemField === undefined ? body : { [op.itemField]: body }
  return HttpResponse.json(wrapped, { status })
}
