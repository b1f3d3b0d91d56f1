/**
 * Failures in the platform's error shape `{ request_id, error_code, message }`. Handlers throw
 * an ApiError; the platform wrapper turns it into a response, so no handler builds error
 * bodies by hand.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined

  constructor(status: number, code: string | undefined, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

export function errorResponse(
  status: number,
  code: string | undefined,
  message: string,
  headers?: Record<string, string>,
): Response {
  const body = { request_id: crypto.randomUUID(), message, ...(code ? { error_code: code } : {}) }
  return Response.json(body, { status, ...(headers ? { headers } : {}) })
}

export const invalidRequest = (message: string) => new ApiError(400, 'InvalidRequest', message)
export const invalidValue = (message: string) => new ApiError(400, 'InvalidValue', message)
/** the platform's 409: the request contradicts the item's current setup */
export const conflict = (message: string) => new ApiError(409, 'Conflict', message)
export const notFound = (message: string) => new ApiError(404, 'ObjectNotFound', message)
export const alreadyExists = (words: string, name: string) =>
  new ApiError(400, 'ObjectAlreadyExists', `already exists: ${words} "${name}"`)
export const unauthorized = () =>
  new ApiError(401, 'Unauthorized', 'credentials missing or invalid')
export const forbidden = () => new ApiError(403, 'Forbidden', 'Action not authorized')
export const notImplemented = (operationId: string) =>
  new ApiError(501, 'NotImplemented', `the mock does not implement ${operationId}`)
