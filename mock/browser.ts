/**
 * The mock in the page. `startMock()` returns a fetch for the API client: platform paths go to
 * the handlers through msw's `getResponse`, everything else to the real network. No service
 * worker is involved, so the app's own scripts load at full speed.
 */
import { getResponse } from 'msw'
import { apiPrefixes, isApiPath, setMockDefaults } from './config.ts'
import { errorResponse } from './errors.ts'
import { generatedInputs } from './generated.ts'
import { createMock } from './handlers.ts'
import { startSerialConsoleMock } from './serial-console.ts'

/** the platform answers people see in the browser take a moment, as a real rack's would */
const browserDelay: [number, number] = [200, 400]

export async function startMock(): Promise<{ fetch: typeof fetch }> {
  setMockDefaults({ delay: browserDelay })
  const { handlers } = createMock(generatedInputs)
  await startSerialConsoleMock()
  const networkFetch = globalThis.fetch.bind(globalThis)
  const prefixes = apiPrefixes(generatedInputs.registry)

  const mockFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    if (!isApiPath(prefixes, path)) return networkFetch(request)
    const response = await getResponse(handlers, request)
    if (response) return response
    console.warn(`mock: no handler for ${request.method} ${path}`)
    return errorResponse(404, 'NotFound', `no such endpoint: ${request.method} ${path}`)
  }
  return { fetch: mockFetch }
}
