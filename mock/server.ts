/**
 * The mock as a standalone HTTP server, for end-to-end tests over a real socket:
 * `tsx mock/server.ts --port 12220`. Each request is turned into a fetch Request, answered by
 * the same handlers, and written back. The serial console's stream is a real WebSocket here,
 * playing the same session as the page's mock (serial-session.ts); msw's Node interceptors
 * cannot serve a socket, so the upgrade is taken with `ws`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { pathToFileURL } from 'node:url'
import { getResponse, type HttpHandler } from 'msw'
import { WebSocketServer, type RawData } from 'ws'
import { errorResponse } from './errors.ts'
import { serialSession, serialStreamPath } from './serial-session.ts'

export const defaultPort = 12220

function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return headers
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = headersOf(incoming)
  const method = incoming.method ?? 'GET'
  const hasBody = chunks.length > 0 && method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  })
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers))
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

const asBytes = (data: RawData): Uint8Array =>
  Array.isArray(data)
    ? Buffer.concat(data)
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : data

/**
 * upgrades the serial console's stream; any other upgrade is refused, and so is the stream
 * when the handlers refuse its GET to the caller's role (the role table's rule for it) or in
 * the instance's state (its serialConsole rule)
 */
function serveSerialConsole(server: Server, handlers: HttpHandler[]): void {
  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', async (incoming: IncomingMessage, socket: Socket, head: Buffer) => {
    const path = new URL(incoming.url ?? '/', 'http://mock').pathname
    if (!serialStreamPath.test(path)) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n')
      return
    }
    // an upgrade has no body to read: the GET is its path and headers (the user's cookie)
    const url = new URL(incoming.url ?? '/', 'http://mock')
    const cookie = incoming.headers.cookie
    const asked = await getResponse(
      handlers,
      new Request(url, { headers: cookie === undefined ? {} : { cookie } }),
    ).catch((error: unknown) => {
      console.error('mock server: serial console check failed', error)
      return undefined
    })
    if (asked?.status === 403) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    // an instance whose state has no serial console (spec §4): the platform's 400
    if (asked?.status === 400) {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
      return
    }
    sockets.handleUpgrade(incoming, socket, head, (client) => {
      const session = serialSession((bytes) => client.send(bytes))
      // text or binary, the session reads the frame as UTF-8
      client.on('message', (data) => session.received(asBytes(data)))
      client.on('close', () => session.closed())
    })
  })
  server.on('close', () => sockets.close())
}

export function serveMock(handlers: HttpHandler[], port = defaultPort): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const origin = `http://${incoming.headers.host ?? `localhost:${port}`}`
    toRequest(incoming, origin)
      .then(async (request) => {
        const answer = await getResponse(handlers, request)
        const path = new URL(request.url).pathname
        await send(
          answer ?? errorResponse(404, 'NotFound', `no such endpoint: ${request.method} ${path}`),
          outgoing,
        )
      })
      .catch((error: unknown) => {
        console.error('mock server:', error)
        outgoing.writeHead(500).end()
      })
  })
  serveSerialConsole(server, handlers)
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

export const portOf = (server: Server) => (server.address() as AddressInfo).port

function portFromArgs(args: string[]): number {
  const index = args.indexOf('--port')
  const value = index >= 0 ? Number(args[index + 1]) : defaultPort
  return Number.isInteger(value) && value > 0 ? value : defaultPort
}

// run directly: serve the generated world
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { handlers } = await import('./node.ts')
  const server = await serveMock(handlers, portFromArgs(process.argv.slice(2)))
  console.log(`mock platform listening on http://127.0.0.1:${portOf(server)}`)
}
