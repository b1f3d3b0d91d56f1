/**
 * An answer of raw bytes, as the platform's downloads give it: the content type and
 * Content-Length, the body (none for a HEAD, which says the length a GET would send), and one
 * byte range when the request's `Range` header asks for it (206 with Content-Range).
 */
import { ApiError } from '../../errors.ts'

/** `bytes=0-499`, `bytes=500-`, `bytes=-200` within `size` bytes: [first, last], inclusive */
function rangeOf(header: string, size: number): [number, number] {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  const [from, to] = [match?.[1] ?? '', match?.[2] ?? '']
  const unsatisfiable = new ApiError(416, 'InvalidRange', `invalid range "${header}"`)
  if (!match || (from === '' && to === '')) throw unsatisfiable
  // a suffix: the last `to` bytes
  if (from === '') return [Math.max(0, size - Number(to)), size - 1]
  const first = Number(from)
  const last = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (first >= size || last < first) throw unsatisfiable
  return [first, last]
}

export function bytesAnswer(request: Request, bytes: Uint8Array, contentType: string): Response {
  const range = request.headers.get('range')
  const [first, last] = range ? rangeOf(range, bytes.length) : [0, bytes.length - 1]
  const part = bytes.slice(first, last + 1)
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(part.length),
    'Accept-Ranges': 'bytes',
  }
  if (range) headers['Content-Range'] = `bytes ${first}-${last}/${bytes.length}`
  const body = request.method === 'HEAD' ? null : part
  return new Response(body, { status: range ? 206 : 200, headers })
}
