/**
 * How the console opens a WebSocket (the serial console stream). The browser's own by default;
 * the in-page mock plugs in an opener that first readies its socket interceptor, which it
 * loads only when a console is opened.
 */
export type SocketOpener = (url: string) => Promise<WebSocket>

let openSocket: SocketOpener = (url) => Promise.resolve(new WebSocket(url))

export function setSocketOpener(opener: SocketOpener): void {
  openSocket = opener
}

export function connectSocket(url: string): Promise<WebSocket> {
  return openSocket(url)
}
