/**
 * The one API client: every call the console makes goes through `callOperation`, which fills an
 * operation's path template, converts key case and dates, and maps errors (spec §7, §8).
 */
import createClient from 'openapi-fetch'
import { currentRegistry } from '../console/parts'
import type { OperationRef } from '../../contract'
import { camelizeKeys, toWire } from './camelize'
import { capitalize, mapApiError, unreadableResponseMessage } from './errors'
import type { ApiError } from './errors'

export type { ApiError } from './errors'

export interface OperationArgs {
  /** path parameters by wire name */
  path?: Record<string, string>
  /** query parameters by wire name; null/undefined are dropped, arrays repeat the key */
  query?: Record<string, unknown>
  /** request body in engine shape (camelCase, Dates); sent as snake_case JSON */
  body?: unknown
}

export type ApiResult<T> =
  | { type: 'success'; data: T }
  | { type: 'error'; error: ApiError; statusCode: number }
  | { type: 'client_error'; error: ApiError }

let apiFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)
let token: string | undefined
let navigateToLogin = (url: string) => window.location.assign(url)

/** plug in the mock's fetch (or a test double); the default calls `globalThis.fetch` at call time */
export function setApiFetch(f: typeof fetch): void {
  apiFetch = f
}

/** a device token for `Authorization: Bearer`; the browser session cookie needs none */
export function setToken(next: string | undefined): void {
  token = next
}

/** tests swap the full-page navigation for a spy */
export function setLoginNavigator(navigate: (url: string) => void): void {
  navigateToLogin = navigate
}

function querySerializer(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue
      search.append(name, item instanceof Date ? item.toISOString() : String(item))
    }
  }
  return search.toString()
}

function serializeBody(op: OperationRef, body: unknown): BodyInit {
  const contentType = op.body?.contentType ?? 'application/json'
  if (contentType === 'application/x-www-form-urlencoded') {
    return querySerializer(toWire<Record<string, unknown>>(body))
  }
  if (contentType === 'application/octet-stream') return body as BodyInit
  return JSON.stringify(toWire(body))
}

// created lazily so the base URL is the page origin when the first call is made (jsdom
// rejects relative URLs) and the fetch is looked up per call (tests patch it late)
// The engine calls operations by the path templates in the registry, known only at run time, so
// openapi-fetch's per-path typing cannot apply; this is the untyped shape of its `request`.
type RequestByTemplate = (
  method: string,
  pathTemplate: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>

let request: RequestByTemplate | undefined
function getRequest(): RequestByTemplate {
  request ??= createClient({
    baseUrl: globalThis.location?.origin ?? 'http://localhost',
    fetch: (req) => apiFetch(req),
    querySerializer,
  }).request as unknown as RequestByTemplate
  return request
}

function parseBody(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string' || text === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** the request URL as logged: template filled, query serialised */
function describeUrl(op: OperationRef, args: OperationArgs): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(args.path?.[name] ?? `{${name}}`),
  )
  const search = querySerializer(args.query ?? {})
  return search ? `${path}?${search}` : path
}

function logError(op: OperationRef, url: string, error: ApiError) {
  // a warning, not an error: expected API failures (a 404 lookup, a name clash) are not bugs
  console.warn(`API ${op.method.toUpperCase()} ${url} failed`, {
    requestId: error.requestId,
    errorCode: error.errorCode,
    message: error.message,
  })
}

/** the headers a call sends, with the bearer token as given (the real one, or a placeholder) */
function requestHeaders(
  op: OperationRef,
  args: OperationArgs,
  bearer: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { 'api-version': currentRegistry().apiVersion }
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  if (args.body !== undefined && op.body) headers['Content-Type'] = op.body.contentType
  return headers
}

/** An HTTP request as `callOperation` would send it, to show a person (never with a token). */
export interface DescribedRequest {
  method: string
  /** path with its query, as sent */
  url: string
  headers: Record<string, string>
  /** the serialised body; absent when the call sends none or a binary one */
  body?: string
}

/**
 * Describes the request `callOperation(op, args)` sends, built by the same path filling, query
 * serialisation and body conversion. The bearer header carries `tokenPlaceholder` instead of
 * any real token.
 */
export function describeRequest(
  op: OperationRef,
  args: OperationArgs,
  tokenPlaceholder: string,
): DescribedRequest {
  const described: DescribedRequest = {
    method: op.method.toUpperCase(),
    url: describeUrl(op, args),
    headers: requestHeaders(op, args, tokenPlaceholder),
  }
  if (args.body !== undefined) {
    const body = serializeBody(op, args.body)
    if (typeof body === 'string') described.body = body
  }
  return described
}

export async function callOperation<T = unknown>(
  op: OperationRef,
  args: OperationArgs = {},
): Promise<ApiResult<T>> {
  const headers = requestHeaders(op, args, token)
  const hasBody = args.body !== undefined

  let response: Response
  let payload: unknown
  try {
    const result = await getRequest()(op.method, op.path, {
      params: { path: args.path ?? {}, query: args.query ?? {} },
      ...(hasBody ? { body: args.body, bodySerializer: (b: unknown) => serializeBody(op, b) } : {}),
      headers,
      parseAs: 'text',
    })
    response = result.response
    payload = result.response.ok ? result.data : result.error
  } catch (e) {
    const message =
      e instanceof Error && e.message ? capitalize(e.message) : unreadableResponseMessage
    const error: ApiError = { message }
    logError(op, describeUrl(op, args), error)
    return { type: 'client_error', error }
  }

  const url = describeUrl(op, args)
  // openapi-fetch already tried JSON on error bodies and hands back the text when that failed
  // (a proxy's HTML page, a truncated answer); success bodies arrive as text
  const parsed = response.ok
    ? parseBody(payload)
    : typeof payload === 'string' && payload !== ''
      ? { ok: false as const }
      : { ok: true as const, value: payload }
  if (!parsed.ok) {
    const error: ApiError = { message: unreadableResponseMessage, statusCode: response.status }
    logError(op, url, error)
    return { type: 'client_error', error }
  }

  if (response.ok) return { type: 'success', data: camelizeKeys<T>(parsed.value) }

  const error = mapApiError(op.id, response.status, parsed.value)
  logError(op, url, error)
  if (response.status === 401 && op.id !== 'login_local') {
    const here = window.location.pathname + window.location.search
    navigateToLogin('/login?redirect_uri=' + encodeURIComponent(here))
  }
  return { type: 'error', error, statusCode: response.status }
}
