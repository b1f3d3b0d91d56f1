/**
 * The serial console's WebSocket address (spec §7): the page's own host, `wss` when the page is
 * secure, the project in the query so a name can find the instance, and the last 256 KiB of
 * output so the terminal opens on what the instance printed before.
 */
export const SCROLLBACK_BYTES = 256 * 1024

/** the stream's operation: the role table says who may open it */
export const SERIAL_STREAM = 'instance_serial_console_stream'

export function serialStreamUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  instance: string,
  project: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
  const query = new URLSearchParams({ project, most_recent: String(SCROLLBACK_BYTES) })
  return `${scheme}://${location.host}/v1/instances/${encodeURIComponent(instance)}/serial-console/stream?${query}`
}
