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
  return HttpResponse.json(body, { status })
}
