/**
 * Settings a person or a test sets from outside the mock: a cookie on the request (standalone
 * server, Playwright), else `document.cookie`, else localStorage (in-page mock).
 */
function fromCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function preference(name: string, request?: Request): string | undefined {
  const onRequest = fromCookie(request?.headers.get('cookie'), name)
  if (onRequest !== undefined) return onRequest
  if (typeof document !== 'undefined') {
    const onPage = fromCookie(document.cookie, name)
    if (onPage !== undefined) return onPage
  }
  return globalThis.localStorage?.getItem(name) ?? undefined
}
