import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { useEffect, useRef } from 'react'
import { connectSocket } from '../../engine'
import { terminalTheme } from './terminal-theme'

export type ConnectionState = 'connecting' | 'connected' | 'closed'

const encoder = new TextEncoder()

/**
 * An xterm.js terminal wired to the serial console socket: bytes in are written as they come,
 * keys typed are sent as UTF-8. The socket closes with the page.
 */
export function SerialTerminal({
  url,
  onState,
}: {
  url: string
  onState: (state: ConnectionState) => void
}) {
  const host = useRef<HTMLDivElement>(null)
  // the latest callback, without reopening the socket when the parent re-renders
  const report = useRef(onState)
  useEffect(() => {
    report.current = onState
  })

  useEffect(() => {
    const element = host.current
    if (!element) return
    const terminal = new Terminal({
      fontFamily: getComputedStyle(element).getPropertyValue('--font-mono') || 'monospace',
      fontSize: 13,
      convertEol: false,
      theme: terminalTheme(element),
      // the rows as a list a screen reader reads and announces as they come (xterm's own rows
      // are hidden from it); tests read the screen there too
      screenReaderMode: true,
    })
    const fit = new FitAddon()
    terminal.loadAddon(fit)
    terminal.open(element)
    fit.fit()
    const resize = new ResizeObserver(() => fit.fit())
    resize.observe(element)
    // the theme tokens change when the operator (or the system) switches light and dark while
    // the console is open: xterm draws from the colours it was given, so give it the new ones
    const themeSwitch = new MutationObserver(() => {
      terminal.options.theme = terminalTheme(element)
    })
    themeSwitch.observe(document.documentElement, { attributeFilter: ['data-theme'] })

    report.current('connecting')
    let socket: WebSocket | undefined
    let closed = false
    void connectSocket(url).then((opened) => {
      // the page may have closed while the socket was being opened
      if (closed) return opened.close()
      socket = opened
      opened.binaryType = 'arraybuffer'
      opened.addEventListener('open', () => {
        report.current('connected')
        terminal.focus()
      })
      opened.addEventListener('message', (event: MessageEvent<ArrayBuffer | string>) => {
        terminal.write(typeof event.data === 'string' ? event.data : new Uint8Array(event.data))
      })
      opened.addEventListener('close', () => report.current('closed'))
    })
    const typing = terminal.onData((data) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(encoder.encode(data))
    })

    return () => {
      closed = true
      typing.dispose()
      socket?.close()
      resize.disconnect()
      themeSwitch.disconnect()
      terminal.dispose()
    }
  }, [url])

  // the terminal's keys are the guest's: the console's Ctrl+K palette stays out of it
  return <div ref={host} className="serial-terminal" data-own-keys />
}
