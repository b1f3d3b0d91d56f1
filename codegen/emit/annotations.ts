// The mock's schemas check requests; the words for people in them (descriptions, titles,
// examples) would ship to the page for nothing: about half of the body schemas' weight.

/** words for people (descriptions, titles, examples): the checks need none of them */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples'])

/** named schemas (`properties`, `definitions`): their keys are names, not keywords */
const SCHEMA_MAPS = new Set(['properties', 'definitions', 'patternProperties'])

/** the schema (or a map of schemas) without its annotations; values (`enum`…) as they are */
export function withoutAnnotations<T>(schema: T): T {
  return strip(schema) as T
}

function strip(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strip)
  if (schema === null || typeof schema !== 'object') return schema
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue
    out[key] =
      SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, named]) => [name, strip(named)]))
        : key === 'enum' || key === 'const' || key === 'default'
          ? value
          : strip(value)
  }
  return out
}
