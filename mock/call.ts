/** a request as the handlers see it: path params, query and body already parsed */
import type { OperationRef } from '../src/contract/index.ts'
import { invalidValue } from './errors.ts'
import type { MockContext } from './context.ts'

export interface Call {
  request: Request
  url: URL
  params: Record<string, string>
  query: Record<string, string>
  body: unknown
  op: OperationRef | undefined
}

export type Handle = (ctx: MockContext, call: Call) => Response | Promise<Response>

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  const text = await request.text()
  if (text === '') return undefined
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  if (type.includes('application/octet-stream')) return text
  try {
    return JSON.parse(text)
  } catch (error) {
    throw invalidValue(`unable to parse JSON body: ${(error as Error).message}`)
  }
}

export async function parseCall(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  op: OperationRef | undefined,
): Promise<Call> {
  const url = new URL(request.url)
  const flatParams: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') flatParams[name] = decodeURIComponent(value)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return {
    request,
    url,
    params: flatParams,
    query: Object.fromEntries(url.searchParams),
    body: hasBody ? await readBody(request) : undefined,
    op,
  }
}

/** path params and query selectors together: both can name a parent */
export const selectorsOf = (call: Call) => ({ ...call.query, ...call.params })
