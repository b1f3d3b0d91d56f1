/**
 * The serial console WebSocket, mocked in the page (mock/serial-session.ts says what it does).
 * The interceptors package's WebSocket interceptor alone is enough: msw's own WebSocket layer
 * would bring its cookie store and the public-suffix list (over 100 kB gzip) for one socket.
 * Loaded when a console first opens (mock/browser.ts).
 */
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket'
import { serialSession, serialStreamPath } from './serial-session.ts'

/**
 * start intercepting the serial console socket in this page; `allowed` asks the mock's own
 * handlers whether the caller's role may open the stream (the role table's rule for it)
 */
export function startSerialConsoleMock(allowed: (url: URL) => Promise<boolean>): void {
  const interceptor = new WebSocketInterceptor()
  interceptor.on('connection', async ({ client, server }) => {
    // only the console stream is ours; any other socket goes to the network untouched
    if (!serialStreamPath.test(client.url.pathname + client.url.search)) {
      server.connect()
      return
    }
    // the platform refuses the upgrade with its 403: the socket closes without a byte
    if (!(await allowed(client.url))) {
      client.close(1008, 'Action not authorized')
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
