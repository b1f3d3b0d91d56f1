// OpenAPI 3.0 `nullable: true` → JSON Schema `anyOf: [X, {type: 'null'}]`. ajv refuses
// `nullable` beside `allOf` without `type`, and `type: 'null'` is what JSON Schema tools expect.
// Annotations stay on the outer node so forms still show the field's description and default.
import type { Schema } from '../util/openapi.ts'

const ANNOTATIONS = ['title', 'description', 'default', 'example', 'readOnly', 'writeOnly'] as const

export function rewriteNullable(schema: Schema): Schema {
  if (schema.nullable === false) {
    const { nullable: _dropped, ...rest } = schema
    return rest
  }
  if (schema.nullable !== true) return schema
  const { nullable: _nullable, ...rest } = schema
  const outer: Schema = {}
  const inner: Schema = {}
  for (const [key, value] of Object.entries(rest)) {
    if ((ANNOTATIONS as readonly string[]).includes(key)) outer[key] = value
    else inner[key] = value
  }
  // `{nullable: true}` alone accepts anything already
  if (Object.keys(inner).length === 0) return outer
  return { ...outer, anyOf: [inner, { type: 'null' }] }
}
