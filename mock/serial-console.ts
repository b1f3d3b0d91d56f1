/**
 * The serial console WebSocket, mocked in the page (mock/serial-session.ts says what it does).
 * msw's WebSocket mocking needs its WebSocket interceptor in the page (no service worker is
 * involved), which msw's `defineNetwork` switches on without the HTTP worker the app does not
 * use. Loaded when a console first opens (mock/browser.ts).
 */
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket'
import { ws } from 'msw'
import { defineNetwork, InterceptorSource } from 'msw/experimental'
import { serialSession, serialStreamPath } from './serial-session.ts'

type SourceInterceptor = ConstructorParameters<typeof InterceptorSource>[0]['interceptors'][number]

const stream = ws.link(serialStreamPath)

const serialConsoleHandler = stream.addEventListener('connection', ({ client }) => {
  const session = serialSession((bytes) => client.send(bytes))
  client.addEventListener('message', (event) =>
    session.received(event.data as string | ArrayBuffer),
  )
  client.addEventListener('close', () => session.closed())
})

/** start intercepting the serial console socket in this page */
export async function startSerialConsoleMock(): Promise<void> {
  // the interceptors package ships two declaration files (ESM and CJS) that TypeScript sees as
  // different classes; at run time both are the one ESM module
  const interceptor = new WebSocketInterceptor() as unknown as SourceInterceptor
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [interceptor] })],
    handlers: [serialConsoleHandler],
    // only the console stream is ours; any other socket goes to the network untouched
    onUnhandledFrame: 'bypass',
    // frame-by-frame logging would flood the console of anyone typing in the terminal
    context: { quiet: true },
  })
  await network.enable()
}
