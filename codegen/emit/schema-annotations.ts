// What a schema checks, without what it only says: ajv's standalone code quotes a schema where
// a failure names its allowed values, so titles and descriptions left in would ride along into
// every compiled check.
import { isObject } from '../util/json.ts'
import { SHARED_KEYWORD } from './validator-ajv.ts'

type Node = Record<string, unknown>

/** keywords whose value is data, not a schema: a `$ref` inside is a value, left alone */
export const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example'])
/** keywords whose value is a map of names to schemas: any name, even `enum`, holds a schema */
export const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs'])

// words for people and hints for the console: they check nothing, and ajv's code would carry
// them (an enum's failure quotes its schema) into every chunk
const ANNOTATIONS = new Set([
  'title',
  'description',
  'examples',
  'example',
  'default',
  'deprecated',
])

/** the schema without what does not check anything (titles, descriptions, `x-` hints) */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations)
  if (!isObject(schema)) return schema
  const out: Node = {}
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || (key.startsWith('x-') && key !== SHARED_KEYWORD)) continue
    if (DATA_KEYWORDS.has(key)) out[key] = value
    else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, part]) => [name, withoutAnnotations(part)]),
      )
    } else out[key] = withoutAnnotations(value)
  }
  return out
}
