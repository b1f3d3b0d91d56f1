/**
 * Stands in for fast-uri, which vite.config.ts points the form library at here. The library
 * calls two of its functions (a test holds to that): `resolve`, to make every `$ref` of a form's
 * schema absolute against the `$id` above it ("#" when there is none, as in all our forms), and
 * `equal`, to find a schema embedded by its `$id`. The browser's own URL parser does both; the
 * full RFC 3986 parser was 6 kB of the forms' script. Results are fast-uri's, compared by a test,
 * but for percent-encoding: the library decodes a reference before reading it, so `a%20b`
 * and `a b`, `%7e` and `~` lead to the same place.
 */

/** an absolute URL's parse, or undefined for a relative reference */
function absolute(uri: string): URL | undefined {
  try {
    return new URL(uri)
  } catch {
    return undefined
  }
}

// A relative base (`#`, `root.json`, `a/b`) is resolved under a stand-in origin, which is then
// taken off again: the URL parser resolves only against an absolute base.
const standIn = 'http://stand-in.invalid'

function resolveRelative(base: string, reference: string): string {
  const href = new URL(reference, new URL(base, `${standIn}/`)).href
  // `//host/x` names an authority of its own: it leaves the stand-in behind
  if (!href.startsWith(`${standIn}/`)) return href.slice('http:'.length)
  const path = href.slice(standIn.length)
  // the stand-in's root slash, unless the base or the reference started from a root of its own
  return base.startsWith('/') || reference.startsWith('/') ? path : path.slice(1)
}

export function resolve(base: string, reference: string): string {
  if (absolute(reference) === undefined && absolute(base) === undefined) {
    // a fragment alone replaces the base's own (RFC 3986, 5.2.2): `#/definitions/X` against "#"
    if (reference.startsWith('#')) return base.split('#')[0] + reference
    return resolveRelative(base, reference)
  }
  try {
    return new URL(reference, absolute(reference) === undefined ? base : undefined).href
  } catch {
    // a relative path against an opaque base (`item.json` against `urn:a:b`) resolves to nothing
    // the library could find either way: it then reports the reference as it was written
    return reference
  }
}

/** unreserved characters stand for themselves when percent-encoded (RFC 3986, 6.2.2.2) */
const unreserved = /^[A-Za-z0-9\-._~]$/

function normalized(uri: string): string {
  const parsed = absolute(uri)
  const href = parsed === undefined ? resolveRelative('', uri) : parsed.href
  return href.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16))
    return unreserved.test(character) ? character : escape.toUpperCase()
  })
}

export function equal(a: string, b: string): boolean {
  return normalized(a) === normalized(b)
}

export default { resolve, equal }
