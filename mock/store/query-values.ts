/**
 * A query string's values as the platform's query parser reads them: every value arrives as
 * text, and a parameter the schema types as a number or a boolean is read as one (`limit=5` is
 * the integer 5, `limit=ten` stays text and fails its check). Unknown names pass as text.
 */
type Schema = Record<string, unknown>

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** the types a parameter's schema allows: through references, and each branch of a union */
function typesOf(schema: unknown, definitions: Record<string, unknown>, depth = 0): string[] {
  if (!isSchema(schema) || depth > 8) return []
  const ref = schema.$ref
  if (typeof ref === 'string') {
    return typesOf(definitions[ref.replace('#/definitions/', '')], definitions, depth + 1)
  }
  const own = Array.isArray(schema.type) ? schema.type : [schema.type]
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => {
    const options = schema[key]
    return Array.isArray(options) ? options : []
  })
  return [
    ...own.filter((type): type is string => typeof type === 'string'),
    ...branches.flatMap((branch) => typesOf(branch, definitions, depth + 1)),
  ]
}

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

function valueOf(text: string, types: string[]): unknown {
  if (types.includes('string')) return text
  if ((types.includes('integer') || types.includes('number')) && NUMBER.test(text)) {
    return Number(text)
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

export function queryValues(
  query: Record<string, string>,
  schema: unknown,
  definitions: Record<string, unknown>,
): Record<string, unknown> {
  const properties = isSchema(schema) && isSchema(schema.properties) ? schema.properties : {}
  return Object.fromEntries(
    Object.entries(query).map(([name, text]) => [
      name,
      valueOf(text, typesOf(properties[name], definitions)),
    ]),
  )
}
