// OpenAPI 3.0 schema keywords whose meaning changed in 3.1 (JSON Schema 2020-12).
import type { Schema } from '../util/openapi.ts'

/** boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0) → the numeric form (3.1) */
export function rewriteExclusiveBounds(schema: Schema): Schema {
  let result = schema
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = result[flag]
    if (typeof value !== 'boolean') continue
    const { [flag]: _flag, ...rest } = result
    if (value && typeof rest[bound] === 'number') {
      const { [bound]: limit, ...others } = rest
      result = { ...others, [flag]: limit }
    } else {
      result = rest
    }
  }
  return result
}
