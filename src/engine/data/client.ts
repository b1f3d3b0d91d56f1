/**
 * The one API client: every call the console makes goes through `callOperation`, which fills an
 * operation's path template, converts key case and dates, and maps errors (spec §7, §8).
 */
import createClient from 'openapi-fetch'
import type { OperationRef } from '../../contract'
import { currentRegistry } from '../console/parts'
import { camelizeKeys } from './camelize'
import { isShellOperation } from './operations'
import { capitalize } from '../../contract'
import { mapApiError, unreadableResponseMessage } from './errors'
import type { ApiError } from './errors'
import { describeUrl, querySerializer, requestHeaders, serializeBody } from './request-shape'
import type { OperationArgs } from './request-shape'

export type { ApiError } from './errors'
export type { OperationArgs } from './request-shape'

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

let beforeSignIn = () => undefined as void

/** what runs before a 401 leaves the page for sign-in (the in-page mock keeps its state) */
export function setBeforeSignIn(run: () => void): void {
  beforeSignIn = run
}

/** tests swap the full-page navigation for a spy */
export function setLoginNavigator(navigate: (url: string) => void): void {
  navigateToLogin = navigate
}

/**
 * A platform page outside the document's operations (the SAML sign-in's redirect), asked
 * through the transport every call takes: in a preview build the in-browser mock answers it,
 * and its redirect comes back as it is (`Location`), not followed.
 */
export function fetchPlatformPage(path: string): Promise<Response> {
  return apiFetch(new URL(path, globalThis.location.origin), { redirect: 'manual' })
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

let shownPage: string | undefined

/**
 * The page on screen (path and query), told by the router as it commits one. The address bar
 * moves first, while the next page's code loads, and the page still shown may call meanwhile
 * (a poll, a refresh after its action): such a call is that page's.
 */
export function setShownPage(page: string): void {
  shownPage = page
}

/** where the console stood when it made a call, for the failure's log */
function currentPage(): string {
  if (shownPage !== undefined) return shownPage
  const here = globalThis.location
  return here ? here.pathname + here.search : ''
}

function logError(op: OperationRef, url: string, error: ApiError, page: string) {
  // a warning, not an error: expected API failures (a 404 lookup, a name clash) are not bugs.
  // `page` is where the call was made: its answer may come after the person moved on, and a
  // page's failed read then belongs to the page they left
  console.warn(`API ${op.method.toUpperCase()} ${url} failed`, {
    requestId: error.requestId,
    errorCode: error.errorCode,
    message: error.message,
    page,
  })
}

/** the item out of an answer that wraps it (`{server: {...}}`), else the answer itself */
function unwrapItem(op: OperationRef, value: unknown): unknown {
  if (op.itemField === undefined || typeof value !== 'object' || value === null) return value
  return (value as Record<string, unknown>)[op.itemField] ?? value
}

/**
 * `raw`: the answer is no JSON (a file's bytes, a HEAD's Content-Length, ./raw-answers.ts), and
 * success hands back the Response itself, its body unread. Sent, and its failures read, alike.
 */
export async function callOperation<T = unknown>(
  op: OperationRef,
  args: OperationArgs = {},
  raw?: boolean,
): Promise<ApiResult<T>> {
  // the console's registry names the API version and the wire keys of every call it makes
  const rules = currentRegistry()
  const headers = requestHeaders(op, args, token, rules)
  const hasBody = args.body !== undefined
  const page = currentPage()

  let response: Response
  let payload: unknown
  try {
    const result = await getRequest()(op.method, op.path, {
      params: { path: args.path ?? {}, query: args.query ?? {} },
      ...(hasBody
        ? { body: args.body, bodySerializer: (b: unknown) => serializeBody(op, b, rules) }
        : {}),
      headers,
      // a raw answer's body stays unread, for its reader to take as it needs
      parseAs: raw ? 'stream' : 'text',
    })
    response = result.response
    payload = result.response.ok ? result.data : result.error
  } catch (e) {
    const message =
      e instanceof Error && e.message ? capitalize(e.message) : unreadableResponseMessage
    const error: ApiError = { message }
    logError(op, describeUrl(op, args), error, page)
    return { type: 'client_error', error }
  }

  if (raw && response.ok) return { type: 'success', data: response as T }
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
    logError(op, url, error, page)
    return { type: 'client_error', error }
  }

  if (response.ok) return { type: 'success', data: camelizeKeys<T>(unwrapItem(op, parsed.value)) }

  const error = mapApiError(op.id, response.status, parsed.value)
  logError(op, url, error, page)
  if (response.status === 401 && !isShellOperation(op, 'signIn')) {
    const here = window.location.pathname + window.location.search
    beforeSignIn()
    navigateToLogin('/login?redirect_uri=' + encodeURIComponent(here))
  }
  return { type: 'error', error, statusCode: response.status }
}
