/**
 * The mock in the page. `startMock()` returns a fetch for the API client: platform paths go to
 * the mock's routes, everything else to the real network. No service worker and no msw request
 * handlers are involved, so the first list costs little script. The compiled body checks
 * (with the table of each body's fields) load with the first write, and the serial console's
 * socket interceptor when a console opens (`openSocket`).
 */
import { registry } from '../src/generated/registry.ts'
import seed from '../src/generated/mock/seed.json'
import { readings, validators } from '../src/generated/validators/mock/queries.ts'
import { withBulkInstances } from './bulk-seed.ts'
import { apiPrefixes, isApiPath, mockConfig, setMockDefaults } from './config.ts'
import { dispatcher } from './dispatch.ts'
import { errorResponse } from './errors.ts'
import { createMockRoutes } from './handlers.ts'
import { keepForSignIn, takeBackKept } from './kept-state.ts'
import type { Seed } from './inputs.ts'

/** the platform answers people see in the browser take a moment, as a real rack's would */
const browserDelay: [number, number] = [200, 400]

let serialConsole: Promise<void> | undefined

export interface PageMock {
  fetch: typeof fetch
  openSocket: (url: string) => Promise<WebSocket>
  /** keeps the mock's state for the page a 401's trip to sign-in loads next */
  beforeSignIn: () => void
}

/** the request as it came: path and query, content type, and a JSON body's first 4 KiB */
async function sent(request: Request) {
  const url = new URL(request.url)
  const contentType = request.headers.get('content-type')
  const json = contentType?.includes('application/json') === true
  const body = json ? (await request.clone().text()).slice(0, 4096) : undefined
  return { url: url.pathname + url.search, contentType, body }
}

export function startMock(): PageMock {
  setMockDefaults({ delay: browserDelay })
  const { routes, ctx } = createMockRoutes({
    registry,
    seed: withBulkInstances(seed as unknown as Seed, mockConfig().instances ?? 0),
    checks: {
      queries: { validators, readings },
      bodies: async () => await import('../src/generated/validators/mock/bodies.ts'),
    },
  })
  takeBackKept(ctx)
  const answer = dispatcher(ctx, routes)
  const networkFetch = globalThis.fetch.bind(globalThis)
  const prefixes = apiPrefixes(registry)

  const mockFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    if (!isApiPath(prefixes, path)) return networkFetch(request)
    // each call on the page's timeline (the performance panel; the bench counts them), with
    // what the console sent: browser tests read the wire shape there (spec §7)
    performance.mark(`mock ${request.method} ${path}`, { detail: await sent(request) })
    const response = await answer(request)
    // refusals too: the role journeys check that no control the console offered was refused
    if (response?.status === 403) performance.mark(`mock refused ${request.method} ${path}`)
    if (response) return response
    console.warn(`mock: no handler for ${request.method} ${path}`)
    return errorResponse(404, 'NotFound', `no such endpoint: ${request.method} ${path}`)
  }
  const openSocket = async (url: string) => {
    // the stream's upgrade is a GET of its path: the same handlers answer who may open it
    // (the role table's 403) and in which states (the instance's serialConsole rule, a 400)
    const refusal = async (socketUrl: URL) => {
      const asked = new URL(socketUrl)
      asked.protocol = asked.protocol === 'wss:' ? 'https:' : 'http:'
      const answer = await mockFetch(asked)
      if (answer.status < 400 || answer.status >= 500) return undefined
      const body = (await answer.json().catch(() => ({}))) as { message?: unknown }
      return typeof body.message === 'string' ? body.message : 'Action not authorized'
    }
    serialConsole ??= import('./serial-console.ts').then((m) => m.startSerialConsoleMock(refusal))
    await serialConsole
    return new WebSocket(url)
  }
  return { fetch: mockFetch, openSocket, beforeSignIn: () => keepForSignIn(ctx) }
}
