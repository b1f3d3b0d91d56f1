/**
 * What every mocked call goes through, in the platform's order: delay, chaos, authentication
 * and fleet roles, request checks (required and first-page params, query and body schemas),
 * then the handler. Handler failures (ApiError) become the platform's error body.
 */
import { http, type HttpHandler } from 'msw'
import type { HttpMethod, OperationRef } from '../src/contract/index.ts'
import { type Handle, parseCall, selectorsOf, type Call } from './call.ts'
import {
  answerDelay,
  chaosRandom,
  chaosStatus,
  failOnceStatus,
  mockConfig,
  needsSession,
} from './config.ts'
import type { MockContext } from './context.ts'
import type { WireItem } from './inputs.ts'
import { ApiError, errorResponse, invalidRequest, unauthorized } from './errors.ts'
import { authorizeCall } from './session/roles.ts'

export interface Route {
  method: HttpMethod
  /** path template as in the document: `/v1/instances/{instance}` */
  path: string
  op?: OperationRef
  handle: Handle
  /** answered without a session (login) */
  public?: boolean
}

const chaosCodes: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'ObjectNotFound',
  500: 'Internal',
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** the signed-in user: 401 without one */
function authenticate(ctx: MockContext, request: Request): WireItem | undefined {
  // another API's document has no session operations nor users: everyone may call it
  if (!needsSession(ctx.registry) && ctx.session.users().length === 0) return undefined
  const user = ctx.session.current(request)
  if (!user) throw unauthorized()
  return user
}

async function checkRequest(ctx: MockContext, op: OperationRef, call: Call): Promise<void> {
  const given = selectorsOf(call)
  const firstPage = op.paginated && !call.query.page_token ? op.paginated.requiredOnFirstPage : []
  const required = [...op.queryParams.filter((p) => p.required).map((p) => p.name), ...firstPage]
  for (const name of required) {
    if (!(name in given)) throw invalidRequest(`missing required query parameter "${name}"`)
  }
  await ctx.validator.query(op.id, call.query)
  if (op.body && op.body.contentType === 'application/json') {
    await ctx.validator.body(op.id, call.body)
  }
}

export async function answer(
  ctx: MockContext,
  route: Route,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<Response> {
  const config = mockConfig()
  const wait = answerDelay(config)
  if (wait > 0) await sleep(wait)
  const url = new URL(request.url)
  const chaos =
    failOnceStatus(request.method, url.pathname) ??
    (url.pathname.startsWith('/v1/')
      ? chaosStatus(config, chaosRandom(config, request.method, url.pathname))
      : undefined)
  if (chaos === 'unreadable') {
    return new Response('{"items": [{"na', { headers: { 'Content-Type': 'application/json' } })
  }
  if (chaos === 'empty') return new Response(null, { status: 502 })
  if (chaos) {
    const headers = { 'X-Chaos': String(chaos) }
    return errorResponse(chaos, chaosCodes[chaos], `chaos: simulated ${chaos} failure`, headers)
  }
  try {
    const user = route.public ? undefined : authenticate(ctx, request)
    const call = await parseCall(request, params, route.op)
    // the role a call needs is checked on the project it names, so it waits for the parsed call
    if (user) authorizeCall(ctx, user, call)
    if (route.op) await checkRequest(ctx, route.op, call)
    return await route.handle(ctx, call)
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message)
    // a bug in the mock: answer like a failing platform, and say where in the console
    console.error(`mock: ${request.method} ${url.pathname} failed`, error)
    return errorResponse(500, 'Internal', `mock failure: ${(error as Error).message}`)
  }
}

/** `/v1/instances/{instance}` → `*\/v1/instances/:instance`, so any origin matches */
export const mswPath = (path: string) => `*${path.replace(/\{([^}]+)\}/g, ':$1')}`

export function toHandler(ctx: MockContext, route: Route): HttpHandler {
  return http[route.method](mswPath(route.path), ({ request, params }) =>
    answer(ctx, route, request, params),
  )
}
