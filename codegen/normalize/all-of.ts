// Unwraps `allOf` with one member. OpenAPI 3.0 ignores siblings of `$ref`, so documents wrap a
// `$ref` in `allOf` to attach a description or default; in 3.1 the siblings may sit beside `$ref`.
import type { Schema } from '../util/openapi.ts'

// Sibling keys that may replace the member's own value without changing what validates.
const ANNOTATIONS = new Set(['title', 'description', 'default', 'example', 'readOnly', 'writeOnly'])

export function unwrapSingleAllOf(schema: Schema): Schema {
  const member = schema.allOf?.[0]
  if (schema.allOf?.length !== 1 || member === undefined) return schema
  const { allOf: _allOf, ...siblings } = schema
  const clash = Object.keys(siblings).some((key) => key in member && !ANNOTATIONS.has(key))
  if (clash) return schema
  return { ...member, ...siblings }
}
