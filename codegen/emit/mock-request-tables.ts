// What the mock reads of the request schemas besides their checks, as two small tables codegen
// writes beside the compiled checks: how each query value is read (`limit=5` is the integer 5)
// and which top-level fields each body type declares. The page's mock used to load the schemas
// themselves to work these out on each call (a 2 kB table before the first row, 9 kB more with
// the first write); the tables are a tenth of that.
import type {
  BodyShape,
  BodyShapes,
  QueryReading,
  QueryReadings,
} from '../../src/contract/request-tables.ts'
import { isObject } from '../util/json.ts'

type Schema = Record<string, unknown>
type Definitions = Record<string, unknown>

/** the schema a local reference (`#/definitions/X`) names, through references to references */
function resolve(schema: unknown, definitions: Definitions, depth = 0): Schema | undefined {
  if (!isObject(schema) || depth > 8) return undefined
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  return resolve(definitions[ref.replace('#/definitions/', '')], definitions, depth + 1)
}

/** the types a parameter's schema allows: through references, and each branch of a union */
function typesOf(schema: unknown, definitions: Definitions, depth = 0): string[] {
  const resolved = resolve(schema, definitions)
  if (resolved === undefined || depth > 8) return []
  const own = Array.isArray(resolved.type) ? resolved.type : [resolved.type]
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => {
    const options = resolved[key]
    return Array.isArray(options) ? options : []
  })
  return [
    ...own.filter((type): type is string => typeof type === 'string'),
    ...branches.flatMap((branch) => typesOf(branch, definitions, depth + 1)),
  ]
}

/** how a value of these types is read: as text when text is allowed */
function readingOf(types: string[]): QueryReading | undefined {
  if (types.includes('string')) return undefined
  const number = types.includes('integer') || types.includes('number')
  const boolean = types.includes('boolean')
  if (number && boolean) return 'number or boolean'
  return number ? 'number' : boolean ? 'boolean' : undefined
}

/** each operation's parameters that are not read as text (the others are, as are unknown ones) */
export function queryReadings(queries: {
  definitions: Definitions
  queries: Record<string, unknown>
}): QueryReadings {
  const readings: QueryReadings = {}
  for (const [operation, schema] of Object.entries(queries.queries)) {
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {}
    for (const [name, parameter] of Object.entries(properties)) {
      const reading = readingOf(typesOf(parameter, queries.definitions))
      if (reading !== undefined) (readings[operation] ??= {})[name] = reading
    }
  }
  return readings
}

/** undefined when the body is not one object type (a union of objects, an array, a scalar) */
export function bodyShape(schema: unknown, definitions: Definitions): BodyShape | undefined {
  const resolved = resolve(schema, definitions)
  if (!resolved) return undefined
  const allOf = resolved.allOf
  if (Array.isArray(allOf) && allOf.length === 1 && !resolved.properties) {
    return bodyShape(allOf[0], definitions)
  }
  const properties = resolved.properties
  if (!isObject(properties)) return undefined
  // a body that is also a union (its fields differ per variant) keeps what it is sent
  if (resolved.oneOf || resolved.anyOf) return undefined
  return { fields: Object.keys(properties), closed: resolved.additionalProperties === false }
}

/** by operation id: the shape of each body that is one object type */
export function bodyShapes(requests: {
  definitions: Definitions
  bodies: Record<string, unknown>
}): BodyShapes {
  const shapes: BodyShapes = {}
  for (const [operation, schema] of Object.entries(requests.bodies)) {
    const shape = bodyShape(schema, requests.definitions)
    if (shape !== undefined) shapes[operation] = shape
  }
  return shapes
}
