/**
 * The serial console WebSocket, mocked in the page: it echoes what is typed (Enter becomes
 * CRLF) and, after a second, plays a short boot log one line at a time. msw's WebSocket
 * mocking needs its WebSocket interceptor in the page (no service worker is involved), which
 * msw's `defineNetwork` switches on without the HTTP worker the app does not use.
 */
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket'
import { ws } from 'msw'
import { defineNetwork, InterceptorSource } from 'msw/experimental'

const bootLog = [
  'rack firmware v1.4 starting',
  'probing pci bus... 6 devices',
  'virtio-blk: vda 10 GiB',
  'mounting root filesystem',
  'starting system services',
  'cloud-init: applying instance metadata',
  'network: vio0 up, address assigned',
  '',
  'mock login: ',
]

type SourceInterceptor = ConstructorParameters<typeof InterceptorSource>[0]['interceptors'][number]

const startAfterMs = 1000
const lineGapMs = [15, 200] as const

const encoder = new TextEncoder()
const decoder = new TextDecoder()

const stream = ws.link(/\/v1\/instances\/[^/]+\/serial-console\/stream/)

const serialConsoleHandler = stream.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    const typed =
      typeof event.data === 'string' ? event.data : decoder.decode(event.data as ArrayBuffer)
    client.send(encoder.encode(typed.replace(/\r\n|\r|\n/g, '\r\n')))
  })

  let timer: ReturnType<typeof setTimeout> | undefined
  const playFrom = (line: number) => {
    const text = bootLog[line]
    if (text === undefined) return
    client.send(encoder.encode(line === bootLog.length - 1 ? text : `${text}\r\n`))
    const [min, max] = lineGapMs
    timer = setTimeout(() => playFrom(line + 1), min + Math.random() * (max - min))
  }
  timer = setTimeout(() => playFrom(0), startAfterMs)
  client.addEventListener('close', () => clearTimeout(timer))
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
