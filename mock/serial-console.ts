/**
 * The serial console WebSocket, mocked in the page (mock/serial-session.ts says what it does).
 * The interceptors package's WebSocket interceptor alone is enough: msw's own WebSocket layer
 * would bring its cookie store and the public-suffix list (over 100 kB gzip) for one socket.
 * Loaded when a console first opens (mock/browser.ts).
 */
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket'
import { serialSession, serialStreamPath } from './serial-session.ts'

/**
 * start intercepting the serial console socket in this page; `refusal` asks the mock's own
 * handlers whether the stream may open (the caller's role, the instance's state) and, if not,
 * what the platform's refusal says
 */
export function startSerialConsoleMock(refusal: (url: URL) => Promise<string | undefined>): void {
  const interceptor = new WebSocketInterceptor()
  interceptor.on('connection', async ({ client, server }) => {
    // only the console stream is ours; any other socket goes to the network untouched
    if (!serialStreamPath.test(client.url.pathname + client.url.search)) {
      server.connect()
      return
    }
    // the platform refuses the upgrade (403, or 400 for the instance's state): the socket
    // closes without a byte
    const refused = await refusal(client.url)
    if (refused !== undefined) {
      // a close reason holds at most 123 bytes
      client.close(1008, refused.slice(0, 120))
      return
    }
    const session = serialSession((bytes) => client.send(bytes))
    client.addEventListener('message', (event) =>
      session.received(event.data as string | ArrayBuffer),
    )
    client.addEventListener('close', () => session.closed())
  })
  interceptor.apply()
}
