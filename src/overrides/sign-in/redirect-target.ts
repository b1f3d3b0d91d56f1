/**
 * Where to go after signing in: the `redirect_uri` the 401 handler put in the query, when it
 * resolves to a path of this console. The value is parsed the way the browser would parse it
 * (against the console's origin), so tricks a prefix check misses (`/\host`, `/` plus an
 * encoded tab or newline, `javascript:`) resolve off-site and fall back to the projects, and a
 * crafted link cannot send a fresh session elsewhere. What comes back is the parsed path, never
 * the raw text, so the router is only ever handed a path of its own.
 */
export function redirectTarget(
  search: string,
  fallback = '/projects',
  origin = globalThis.location.origin,
): string {
  const target = new URLSearchParams(search).get('redirect_uri')
  if (!target) return fallback
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return fallback
  }
  if (url.origin !== origin) return fallback
  // dot segments can leave `//host` as the path (`/.//host`), which a router reads as off-site
  if (url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
