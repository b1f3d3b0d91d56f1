// Small helpers for walking untyped JSON documents (OpenAPI documents, manifests).

export type JsonObject = { [key: string]: unknown }

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A copy with object keys sorted, so emitted JSON does not depend on insertion order. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep)
  if (!isObject(value)) return value
  const sorted: JsonObject = {}
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeysDeep(value[key])
  return sorted
}

/** RFC 6901 pointer from path segments: `['paths', '/v1/x']` → `/paths/~1v1~1x`. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments
    .map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('')
}

/** Path segments from a pointer or a `#`-prefixed URI fragment. */
export function fromPointer(pointer: string): string[] {
  const bare = pointer.replace(/^#/, '')
  if (bare === '' || bare === '/') return []
  return bare
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'))
}
