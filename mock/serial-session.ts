/**
 * What the mocked serial console does on one connection, whatever carries it (msw's socket
 * interceptor in the page, a real socket from the standalone server): it echoes what is
 * typed (Enter becomes CRLF) and, after a second, plays a short boot log one line at a time.
 */
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

const startAfterMs = 1000
const lineGapMs = [15, 200] as const

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** the stream's path, `/v1/instances/{instance}/serial-console/stream` */
export const serialStreamPath = /\/v1\/instances\/[^/]+\/serial-console\/stream(\?|$)/

export interface SerialSession {
  /** a frame from the terminal: text or bytes */
  received(data: string | ArrayBuffer | Uint8Array): void
  closed(): void
}

export function serialSession(send: (bytes: Uint8Array) => void): SerialSession {
  let timer: ReturnType<typeof setTimeout> | undefined
  const playFrom = (line: number) => {
    const text = bootLog[line]
    if (text === undefined) return
    send(encoder.encode(line === bootLog.length - 1 ? text : `${text}\r\n`))
    const [min, max] = lineGapMs
    timer = setTimeout(() => playFrom(line + 1), min + Math.random() * (max - min))
  }
  timer = setTimeout(() => playFrom(0), startAfterMs)
  return {
    received(data) {
      const typed = typeof data === 'string' ? data : decoder.decode(data)
      send(encoder.encode(typed.replace(/\r\n|\r|\n/g, '\r\n')))
    },
    closed: () => clearTimeout(timer),
  }
}
