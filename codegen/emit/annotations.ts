// Keywords a schema carries that its reader in the page never looks at, left out of what ships:
// the mock's checks need no words for people (about half of the body schemas' weight), and
// the forms neither the document's sample values nor the server's Rust type names.

/** words for people (descriptions, titles, examples) and the server's Rust type names */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'x-rust-type'])

/**
 * what no form shows: OpenAPI's single `example` (rjsf offers `examples`, which stay) and the
 * server's Rust type of a definition
 */
const NOT_FOR_FORMS = new Set(['example', 'x-rust-type'])

/** named schemas (`properties`, `definitions`): their keys are names, not keywords */
const SCHEMA_MAPS = new Set(['properties', 'definitions', 'patternProperties'])

/** the schema (or a map of schemas) without its annotations; values (`enum`…) as they are */
export function withoutAnnotations<T>(schema: T): T {
  return without(ANNOTATIONS, schema) as T
}

/** the form's schema without what no form shows */
export function forForms<T>(schema: T): T {
  return without(NOT_FOR_FORMS, schema) as T
}

function without(keywords: Set<string>, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => without(keywords, item))
  if (schema === null || typeof schema !== 'object') return schema
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (keywords.has(key)) continue
    out[key] =
      SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([name, named]) => [name, without(keywords, named)]),
          )
        : key === 'enum' || key === 'const' || key === 'default'
          ? value
          : without(keywords, value)
  }
  return out
}
