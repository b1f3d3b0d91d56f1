// The parts many checks repeat, compiled once. ajv's code for a subschema written in place is
// written again at every place (a list's `limit` and `page_token` are the same few hundred
// bytes of code in each of thirty list checks); the same subschema behind a `$ref` is one
// function, called from each (ajv's `inlineRefs: false`). So a subschema that appears in more
// than one check, and is large enough that a call is shorter than its code, becomes a part: a
// definition of its own, referenced where it was. A failure inside keeps its data path,
// keyword, parameters and words; only its schema path starts at the part.
import { isObject } from '../util/json.ts'
import { DATA_KEYWORDS, SCHEMA_MAPS } from './schema-annotations.ts'

type Node = Record<string, unknown>

/** below this many characters of JSON, a subschema's code is about as short as a call to it */
const MIN_PART_TEXT = 30

/** keywords whose value is one schema or a list of schemas */
const SCHEMA_KEYWORDS = new Set([
  'items',
  'additionalProperties',
  'additionalItems',
  'prefixItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'anyOf',
  'oneOf',
  'allOf',
])

/**
 * The properties any `discriminator` of these schemas names. A tagged union's variants, and
 * each tag's schema, stay where they are: ajv's discriminator reads each variant's tag value in
 * place (in the variant, or in the definition it refers to).
 */
function tagNames(schemas: unknown[]): Set<string> {
  const names = new Set<string>()
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit)
    else if (isObject(node)) {
      const tag = isObject(node.discriminator) ? node.discriminator.propertyName : undefined
      if (typeof tag === 'string') names.add(tag)
      Object.values(node).forEach(visit)
    }
  }
  visit(schemas)
  return names
}

/** the subschemas of `schema` that may be moved: [subschema, its keyword, its name or index] */
function* movable(schema: Node, tags: Set<string>): Generator<[Node, string, string | number]> {
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) continue
    const variants = key === 'oneOf' && 'discriminator' in schema
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      for (const [name, part] of Object.entries(value)) {
        if (isObject(part) && !(key === 'properties' && tags.has(name))) {
          yield [part, key, name]
        }
      }
    } else if (SCHEMA_KEYWORDS.has(key) && !variants) {
      const parts = Array.isArray(value) ? value : [value]
      for (const [index, part] of parts.entries()) if (isObject(part)) yield [part, key, index]
    }
  }
}

/** every subschema of `schema` (not `schema` itself) that may be moved into a part */
function* subschemas(schema: unknown, tags: Set<string>): Generator<Node> {
  if (!isObject(schema)) return
  for (const [part] of movable(schema, tags)) {
    yield part
    yield* subschemas(part, tags)
  }
  // a union's variants stay, but what is inside them may move
  if ('discriminator' in schema && Array.isArray(schema.oneOf)) {
    for (const variant of schema.oneOf) yield* subschemas(variant, tags)
  }
}

/** a copy of the schema with each subschema `replace` names swapped for a reference to it */
function replaced(
  schema: unknown,
  replace: (part: Node) => Node | undefined,
  tags: Set<string>,
): unknown {
  const copy: unknown = structuredClone(schema)
  const visit = (node: unknown) => {
    if (!isObject(node)) return
    for (const [part, key, at] of movable(node, tags)) {
      const swap = replace(part)
      const holder = node[key]
      if (swap === undefined) visit(part)
      else if (typeof at === 'string') (holder as Node)[at] = swap
      else if (Array.isArray(holder)) holder[at] = swap
      else node[key] = swap
    }
    if ('discriminator' in node && Array.isArray(node.oneOf)) node.oneOf.forEach(visit)
  }
  visit(copy)
  return copy
}

export interface WithParts {
  /** the schemas, by their names, with each repeated part referenced */
  schemas: Record<string, unknown>
  /** the parts by name, each itself with its own repeated parts referenced */
  parts: Record<string, unknown>
}

/**
 * The schemas with what they repeat moved into parts, referenced as `${base}<name>`. Identical
 * schemas count once (they share one check). Repeats until no part is left to take, so a part
 * used only inside another stays written there.
 */
export function repeatedParts(schemas: Record<string, unknown>, base: string): WithParts {
  let current = { ...schemas }
  const tags = tagNames(Object.values(schemas))
  const parts: Record<string, unknown> = {}
  for (;;) {
    const counts = new Map<string, number>()
    const distinct = new Set([...Object.values(current), ...Object.values(parts)].map(text))
    for (const schema of distinct) {
      for (const part of subschemas(JSON.parse(schema), tags)) {
        const key = text(part)
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    }
    const taken = [...counts].filter(
      ([key, count]) => count > 1 && key.length >= MIN_PART_TEXT && !isReference(key),
    )
    if (taken.length === 0) return { schemas: current, parts }
    // the largest first: a part inside a larger one is counted again once that one is taken
    const [largest] = taken.sort(([a], [b]) => b.length - a.length)[0]!
    const name = `p${Object.keys(parts).length}`
    const swap = (part: Node) => (text(part) === largest ? { $ref: `${base}${name}` } : undefined)
    current = Object.fromEntries(
      Object.entries(current).map(([id, s]) => [id, replaced(s, swap, tags)]),
    )
    for (const [id, part] of Object.entries(parts)) parts[id] = replaced(part, swap, tags)
    parts[name] = JSON.parse(largest)
  }
}

const text = (schema: unknown) => JSON.stringify(schema)
const isReference = (key: string) => /^\{"\$ref":"[^"]*"\}$/.test(key)
