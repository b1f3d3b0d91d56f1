// Synthesises wire objects from a schema, deterministically: names from the kind, GiB byte
// counts, RFC 3339 times with created ≤ modified, valid addresses, ids that point at other
// seeded kinds (`project_id` → a seeded project), and the document's examples of other text.
import { concreteSchema, propertiesOf, refNameOf, typeOf } from '../../infer/schemas.ts'
import { kebabCase } from '../../util/names.ts'
import type { Document, Schema } from '../../util/openapi.ts'
import type { Random } from './prng.ts'

export interface SynthContext {
  document: Document
  random: Random
  /** kebab-case base for generated names: `instance` → `instance-1` */
  nameBase: string
  /** 0-based position of the item in its kind */
  index: number
  /** the item's own id */
  id: string
  /** ids seeded for other kinds, by wire field (`project_id` → ids) */
  idsByField: Record<string, string[]>
  /**
   * values the item may still hold: nested objects and arrays past it stay empty, so
   * documents whose objects embed each other by the dozen (Stripe's expandable fields) seed
   * items of kilobytes, not megabytes
   */
  budget: { left: number }
}

/** values one synthesised item holds at most (a platform instance holds about 30) */
export const ITEM_BUDGET = 400

const GIB = 1024 ** 3
const BASE_TIME = Date.UTC(2025, 9, 1)
const DAY = 24 * 3600 * 1000

const NAMED: Record<string, (context: SynthContext) => unknown> = {
  ByteCount: ({ random }) => random.int(1, 16) * GIB,
  Name: ({ nameBase, index }) => `${nameBase}-${index + 1}`,
  NameOrId: ({ nameBase, index }) => `${nameBase}-${index + 1}`,
  Hostname: ({ nameBase, index }) => `${nameBase}-${index + 1}`,
  IpNet: ({ index }) => `10.${index}.0.0/24`,
  Ipv4Net: ({ index }) => `10.${index}.0.0/24`,
  Ipv6Net: ({ index }) => `fd00:1122:3344:${(index + 1).toString(16)}00::/64`,
  MacAddr: ({ index }) => `a8:40:25:ff:00:${(index + 1).toString(16).padStart(2, '0')}`,
  L4PortRange: ({ random }) => String(random.pick([22, 80, 443, 8080])),
  SemverVersion: ({ index }) => `${index + 1}.0.0`,
}

export function synthesize(
  schema: Schema | undefined,
  field: string,
  context: SynthContext,
  depth = 0,
): unknown {
  const named = NAMED[refNameOf(schema) ?? '']
  if (named !== undefined) return named(context)
  const concrete = concreteSchema(context.document, schema)
  if (concrete === undefined) return null
  if (concrete.default !== undefined && concrete.default !== null) return concrete.default
  if (concrete.enum !== undefined)
    return context.random.pick(concrete.enum.filter((v) => v !== null))
  if (concrete.const !== undefined) return concrete.const
  const variants = concrete.oneOf ?? concrete.anyOf?.filter((member) => member.type !== 'null')
  if (variants !== undefined && variants.length > 0) {
    return synthesize(variants[context.index % variants.length], field, context, depth)
  }
  const spent = context.budget.left <= 0
  // an object made of several `allOf` members (Spotify's AlbumObject) holds all their fields,
  // and one with properties but no type (DigitalOcean's answers) is an object all the same
  const type =
    typeOf(concrete) ??
    (concrete.allOf === undefined && concrete.properties === undefined ? undefined : 'object')
  switch (type) {
    case 'object':
      if (depth > 6 || spent) return {}
      // an embedded object is named after its field: a server's datacenter is "datacenter-1"
      return synthesizeObject(
        concrete,
        field === '' ? context : { ...context, nameBase: kebabCase(field) },
        depth,
      )
    case 'array':
      return depth > 4 || spent || concrete.items === undefined
        ? []
        : [synthesize(concrete.items, field, context, depth + 1)]
    case 'integer':
    case 'number':
      return synthesizeNumber(concrete, field, context)
    case 'boolean':
      return context.random.next() < 0.5
    case 'string':
      // a nullable field keeps its example on the outer node (normalize/nullable.ts)
      return synthesizeString(concrete, field, context, concrete.example ?? schema?.example)
    default:
      return null
  }
}

function synthesizeObject(
  schema: Schema,
  context: SynthContext,
  depth: number,
): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  const properties =
    schema.allOf === undefined ? schema.properties : propertiesOf(context.document, schema)
  for (const [name, property] of Object.entries(properties ?? {})) {
    context.budget.left -= 1
    result[name] = synthesize(property, name, context, depth + 1)
  }
  if (typeof result.time_created === 'string' && typeof result.time_modified === 'string') {
    result.time_modified = new Date(
      Date.parse(result.time_created) + context.random.int(0, 20) * DAY,
    ).toISOString()
  }
  return result
}

function synthesizeNumber(schema: Schema, field: string, { random }: SynthContext): number {
  if (schema.format === 'uint16' && /port/.test(field)) return random.pick([22, 80, 443])
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0
  const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min, 0) + 64
  if (typeOf(schema) === 'integer' || schema.format?.includes('int') === true)
    return random.int(min, max)
  return Math.round((min + random.next() * (max - min)) * 100) / 100
}

function synthesizeString(
  schema: Schema,
  field: string,
  context: SynthContext,
  example: unknown,
): string {
  const { random, index, nameBase } = context
  switch (schema.format) {
    case 'uuid':
      if (field === 'id') return context.id
      return random.pick(context.idsByField[field] ?? [random.uuid()])
    case 'date-time':
      return someTime(random)
    case 'ip':
    case 'ipv4':
      return `10.0.${index}.${random.int(2, 254)}`
    case 'ipv6':
      return `fd00:1122:3344:100::${(index + 1).toString(16)}`
    case 'uri':
      return `https://example.com/${nameBase}/${index + 1}`
    case 'byte':
      return 'aGVsbG8='
    case 'hex string (32 bytes)':
      return Array.from({ length: 64 }, () => random.int(0, 15).toString(16)).join('')
  }
  if (field === 'name') return `${nameBase}-${index + 1}`
  if (field === 'description') return `The ${nameBase.replace(/-/g, ' ')} number ${index + 1}`
  // the document's example of the field, where items need not differ in it (names and ids
  // must): Hetzner's `backup_window` is "22-02"
  if (typeof example === 'string' && field !== 'id' && !field.endsWith('_id')) return example
  return `${field.replace(/_/g, '-')}-${index + 1}`
}

/** a time in the two months after BASE_TIME */
function someTime(random: Random): string {
  return new Date(BASE_TIME + random.int(0, 60) * DAY + random.int(0, 86399) * 1000).toISOString()
}
