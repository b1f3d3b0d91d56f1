import type { DescribedRequest } from '../data/request-shape'

/** What stands in for the person's token: a shell variable they set themselves. */
export const TOKEN_PLACEHOLDER = '$TOKEN'

/** single-quoted for a POSIX shell: nothing inside expands */
function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

/** the body as it will be sent, indented when it is JSON so a person can read and edit it */
function readableBody(body: string, headers: Record<string, string>): string {
  if (!headers['Content-Type']?.includes('json')) return body
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}

/**
 * The request as a `curl` command against `origin`. The bearer header is double-quoted so the
 * shell fills in `$TOKEN`; everything else is single-quoted and sent as is.
 */
export function curlCommand(request: DescribedRequest, origin: string): string {
  const lines = [`curl -X ${request.method} ${quote(origin + request.url)}`]
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(
      name === 'Authorization' ? `-H "${name}: ${value}"` : `-H ${quote(`${name}: ${value}`)}`,
    )
  }
  if (request.body !== undefined) {
    lines.push(`--data ${quote(readableBody(request.body, request.headers))}`)
  }
  return lines.join(' \\\n  ')
}
