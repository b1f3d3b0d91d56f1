/**
 * The shape of a call on the wire: path filled, query serialised, body's keys back in the
 * document's case, headers. The client sends exactly this; "Show request" describes exactly this.
 */
import type { OperationRef, Registry } from '../../contract'
import { toWire } from './camelize'
import type { OperationArgs } from './planned-request'

export type { OperationArgs } from './planned-request'

/**
 * What of the console's registry shapes a call: the API version every call names, and the wire
 * keys codegen could not derive. Passed in by the caller, so this module reads no global.
 */
export type WireRules = Pick<Registry, 'apiVersion' | 'wireKeys'>

export function querySerializer(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue
      search.append(name, item instanceof Date ? item.toISOString() : String(item))
    }
  }
  return search.toString()
}

export function serializeBody(op: OperationRef, body: unknown, { wireKeys }: WireRules): BodyInit {
  const contentType = op.body?.contentType ?? 'application/json'
  if (contentType === 'application/x-www-form-urlencoded') {
    return querySerializer(toWire<Record<string, unknown>>(body, wireKeys))
  }
  if (contentType === 'application/octet-stream') return body as BodyInit
  return JSON.stringify(toWire(body, wireKeys))
}

/** the request URL as logged: template filled, query serialised */
export function describeUrl(op: OperationRef, args: OperationArgs): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(args.path?.[name] ?? `{${name}}`),
  )
  const search = querySerializer(args.query ?? {})
  return search ? `${path}?${search}` : path
}

/** the headers a call sends, with the bearer token as given (the real one, or a placeholder) */
export function requestHeaders(
  op: OperationRef,
  args: OperationArgs,
  bearer: string | undefined,
  { apiVersion }: WireRules,
): Record<string, string> {
  const headers: Record<string, string> = { 'api-version': apiVersion }
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
  rules: WireRules,
): DescribedRequest {
  const described: DescribedRequest = {
    method: op.method.toUpperCase(),
    url: describeUrl(op, args),
    headers: requestHeaders(op, args, tokenPlaceholder, rules),
  }
  if (args.body !== undefined) {
    const body = serializeBody(op, args.body, rules)
    if (typeof body === 'string') described.body = body
  }
  return described
}
