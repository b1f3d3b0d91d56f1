// One JSON-schema validator for the console's forms and the mock's request checks: an
// interpreter (@cfworker/json-schema) that walks the schema beside the data and compiles
// nothing, so it runs under a Content-Security-Policy without 'unsafe-eval', takes any schema
// a foreign document brings, and leaves codegen nothing to compile. Its results come out in
// ajv's error shape (keyword, instancePath, schemaPath, params, message), which rjsf, the
// console's plain messages and the mock's platform words already read.
import {
  dereference,
  format as interpreterFormats,
  validate,
  type OutputUnit,
  type Schema,
} from '@cfworker/json-schema'
import { platformFormats, type NumberFormat } from './formats'

/** one failed keyword, as ajv reports it */
export interface SchemaError {
  keyword: string
  /** JSON pointer to the failing value (`/rules/0/name`), '' for the whole */
  instancePath: string
  /** where the keyword is, a shared definition named by its own path (`#/definitions/Name/pattern`) */
  schemaPath: string
  params: Record<string, unknown>
  /** ajv's developer words ("must be >= 1"); people read plainMessage's instead */
  message: string
}

// the platform's string formats replace the interpreter's own of the same name; a format nobody
// registered (a foreign document's `email-or-phone`) passes, as the interpreter skips it
for (const [name, definition] of Object.entries(platformFormats)) {
  if (definition.type === 'string') interpreterFormats[name] = definition.validate
}

/** the sized integer formats: the interpreter checks formats on strings only */
const numberFormats = Object.fromEntries(
  Object.entries(platformFormats).filter(
    (entry): entry is [string, NumberFormat] => entry[1].type === 'number',
  ),
)

type Node = Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

type Bound = 'minimum' | 'maximum'

/** the bounds withFormatBounds set from a format, not the document's own, by schema node */
const formatBounds = new WeakMap<object, Set<Bound>>()

/**
 * The schema with each sized integer's range as bounds (`format: uint16` also says `maximum:
 * 65535`), the tighter of its own and the format's; errors on such a bound are reported as the
 * format's (errorAt).
 */
function withFormatBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withFormatBounds)
  if (!isNode(schema)) return schema
  const out: Node = {}
  for (const [key, value] of Object.entries(schema)) {
    // enum, const and default hold data, not schemas
    out[key] =
      key === 'enum' || key === 'const' || key === 'default' ? value : withFormatBounds(value)
  }
  const range = typeof schema.format === 'string' ? numberFormats[schema.format] : undefined
  const own = { minimum: out.minimum, maximum: out.maximum }
  const set = new Set<Bound>()
  if (
    range?.minimum !== undefined &&
    !(typeof own.minimum === 'number' && own.minimum >= range.minimum)
  ) {
    out.minimum = range.minimum
    set.add('minimum')
  }
  if (
    range?.maximum !== undefined &&
    !(typeof own.maximum === 'number' && own.maximum <= range.maximum)
  ) {
    out.maximum = range.maximum
    set.add('maximum')
  }
  if (set.size > 0) formatBounds.set(out, set)
  return out
}

const prepared = new WeakMap<object, Schema>()

function preparedSchema(schema: object): Schema {
  let found = prepared.get(schema)
  if (!found) {
    found = withFormatBounds(schema) as Schema
    prepared.set(schema, found)
  }
  return found
}

/** schemas by their address: absolute as the interpreter files them, and as `#/definitions/X` */
type Lookup = Record<string, Schema | boolean>

const lookups = new WeakMap<object, Lookup>()

/**
 * The root's schemas by address. A schema rjsf builds from the root (a union's variant with its
 * references left in) reaches the root's definitions by the plain `#/definitions/X` it holds.
 */
function lookupOf(root: object): Lookup {
  let lookup = lookups.get(root)
  if (!lookup) {
    lookup = dereference(preparedSchema(root))
    for (const [address, schema] of Object.entries(lookup)) {
      const hash = address.indexOf('#')
      lookup[hash < 0 ? '#' : address.slice(hash)] ??= schema
    }
    lookups.set(root, lookup)
  }
  return lookup
}

/** the segments of a JSON pointer as the interpreter writes them (`#/a~1b/%25`) */
function segments(location: string): string[] {
  const path = location.replace(/^#/, '')
  if (path === '') return []
  return path
    .slice(1)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/** the schema node at an interpreter's keyword location, and that place as ajv names it */
function schemaAt(
  schema: Schema,
  lookup: Lookup,
  location: string,
): { node: unknown; path: string } {
  let node: unknown = schema
  let path = '#'
  for (const segment of segments(location)) {
    if (segment === '$ref' && isNode(node) && typeof node.$ref === 'string') {
      const ref = node.$ref
      node = lookup[ref] ?? lookup[String(node.__absolute_ref__)]
      path = ref.startsWith('#') ? ref : `${ref}#`
    } else {
      node = isNode(node) || Array.isArray(node) ? (node as Node)[segment] : undefined
      path = `${path}/${escape(segment)}`
    }
  }
  return { node, path }
}

function dataAt(data: unknown, location: string): unknown {
  let value = data
  for (const segment of segments(location)) {
    value = isNode(value) || Array.isArray(value) ? (value as Node)[segment] : undefined
  }
  return value
}

/** keywords whose own entry only says "a subschema failed": the failures follow it */
const WRAPPERS = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'allOf',
  'dependentSchemas',
  'propertyNames',
  'if',
  'then',
  'else',
])

const COMPARISONS: Record<string, string> = {
  minimum: '>=',
  maximum: '<=',
  exclusiveMinimum: '>',
  exclusiveMaximum: '<',
}

/** "must NOT have fewer than 3 characters": a length, item or property count out of its bound */
function countMessage(keyword: string, limit: string): string {
  const bound = keyword.startsWith('min') ? 'fewer' : 'more'
  const unit = keyword.endsWith('Length')
    ? 'characters'
    : keyword.endsWith('Items')
      ? 'items'
      : 'properties'
  return `must NOT have ${bound} than ${limit} ${unit}`
}

/** ajv's words for each keyword, which the mock's 400s have always carried */
function ajvMessage(keyword: string, params: Record<string, unknown>): string {
  const limit = String(params.limit)
  switch (keyword) {
    case 'required':
      return `must have required property '${String(params.missingProperty)}'`
    case 'additionalProperties':
      return 'must NOT have additional properties'
    case 'type':
      return `must be ${String(params.type)}`
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return countMessage(keyword, limit)
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(params.comparison)} ${limit}`
    case 'multipleOf':
      return `must be multiple of ${String(params.multipleOf)}`
    case 'pattern':
      return `must match pattern "${String(params.pattern)}"`
    case 'format':
      return `must match format "${String(params.format)}"`
    case 'enum':
      return 'must be equal to one of the allowed values'
    case 'const':
      return 'must be equal to constant'
    case 'uniqueItems':
      return 'must NOT have duplicate items'
    case 'oneOf':
      return 'must match exactly one schema in oneOf'
    case 'anyOf':
      return 'must match a schema in anyOf'
    case 'not':
      return 'must NOT be valid'
    case 'discriminator':
      return params.error === 'tag'
        ? `tag "${String(params.tag)}" must be string`
        : `value of tag "${String(params.tag)}" must be in oneOf`
    default:
      return 'must be valid'
  }
}

function error(
  keyword: string,
  instanceLocation: string,
  schemaPath: string,
  params: Record<string, unknown>,
): SchemaError {
  const instancePath = segments(instanceLocation)
    .map((segment) => `/${escape(segment)}`)
    .join('')
  return { keyword, instancePath, schemaPath, params, message: ajvMessage(keyword, params) }
}

/** a variant's tag values: the one-value enum (or const) its tag property declares */
function tagValues(variant: unknown, tag: string, lookup: Lookup): unknown[] {
  const resolve = (node: unknown): unknown =>
    isNode(node) && typeof node.$ref === 'string' ? resolve(lookup[node.$ref]) : node
  const property = resolve(
    isNode(variant) ? (resolve(variant) as Node | undefined)?.properties : undefined,
  )
  const tagSchema = isNode(property) ? resolve(property[tag]) : undefined
  if (!isNode(tagSchema)) return []
  if (Array.isArray(tagSchema.enum)) return tagSchema.enum
  return 'const' in tagSchema ? [tagSchema.const] : []
}

interface Check {
  schema: Schema
  lookup: Lookup
  data: unknown
}

/**
 * An OpenAPI discriminated union, as ajv's `discriminator` reads it: the variant the tag names
 * is the one checked (the others' failures are dropped, and the union's own); a tag naming none
 * is one `discriminator` failure.
 */
function discriminated(units: OutputUnit[], check: Check): OutputUnit[] {
  let kept = units
  for (const unit of units) {
    if (unit.keyword !== 'oneOf') continue
    const holder = schemaAt(
      check.schema,
      check.lookup,
      unit.keywordLocation.replace(/\/oneOf$/, ''),
    ).node
    const discriminator = isNode(holder) ? holder.discriminator : undefined
    if (!isNode(discriminator) || typeof discriminator.propertyName !== 'string') continue
    const tag = discriminator.propertyName
    const value = dataAt(check.data, unit.instanceLocation)
    const tagValue = isNode(value) ? value[tag] : undefined
    const variants: unknown[] = isNode(holder) && Array.isArray(holder.oneOf) ? holder.oneOf : []
    const chosen = variants.findIndex((variant) =>
      tagValues(variant, tag, check.lookup).includes(tagValue),
    )
    const prefix = `${unit.keywordLocation}/`
    const chosenPrefix = `${prefix}${chosen}/`
    kept = kept.flatMap((other) => {
      if (other === unit) {
        if (chosen >= 0) return []
        return [
          {
            ...other,
            keyword: 'discriminator',
            error: typeof tagValue === 'string' ? 'mapping' : 'tag',
          },
        ]
      }
      const under = `${other.keywordLocation}/`.startsWith(prefix)
      return under && !(chosen >= 0 && `${other.keywordLocation}/`.startsWith(chosenPrefix))
        ? []
        : [other]
    })
  }
  return kept
}

/** a union's failure after its variants' (the interpreter puts it first), as ajv orders them */
function unionsLast(units: OutputUnit[]): OutputUnit[] {
  const out = [...units]
  for (const unit of units) {
    if (unit.keyword !== 'oneOf' && unit.keyword !== 'anyOf') continue
    const from = out.indexOf(unit)
    let to = from
    while (
      to + 1 < out.length &&
      out[to + 1]!.keywordLocation.startsWith(`${unit.keywordLocation}/`)
    ) {
      to += 1
    }
    out.splice(from, 1)
    out.splice(to, 0, unit)
  }
  return out
}

/** the interpreter's output in ajv's shape: one error per failed keyword, with ajv's params */
function ajvErrors(units: OutputUnit[], check: Check): SchemaError[] {
  const errors: SchemaError[] = []
  const seen = new Set<string>()
  for (const unit of unionsLast(discriminated(units, check))) {
    const { keyword, keywordLocation, instanceLocation } = unit
    if (WRAPPERS.has(keyword)) continue
    const { node: value, path } = schemaAt(check.schema, check.lookup, keywordLocation)
    if (keyword === 'false') {
      const closed = /\/(additionalProperties|unevaluatedProperties)$/.exec(keywordLocation)
      if (!closed) {
        errors.push(error('false', instanceLocation, path, {}))
        continue
      }
      const parts = segments(instanceLocation)
      const parent =
        parts.length === 0 ? '#' : `#/${parts.slice(0, -1).map(encodeURIComponent).join('/')}`
      errors.push(
        error('additionalProperties', parent, path, {
          additionalProperty: parts[parts.length - 1],
        }),
      )
      continue
    }
    if (keyword === 'required') {
      // one entry per missing property: the interpreter's say which in words only
      if (seen.has(`${keywordLocation} ${instanceLocation}`)) continue
      seen.add(`${keywordLocation} ${instanceLocation}`)
      const present = dataAt(check.data, instanceLocation)
      for (const name of Array.isArray(value) ? (value as string[]) : []) {
        if (isNode(present) && !Object.hasOwn(present, name)) {
          errors.push(error('required', instanceLocation, path, { missingProperty: name }))
        }
      }
      continue
    }
    if (keyword === 'discriminator') {
      const holder = schemaAt(check.schema, check.lookup, keywordLocation.replace(/\/oneOf$/, ''))
      const tag = String(
        (holder.node as { discriminator: { propertyName: string } }).discriminator.propertyName,
      )
      const at = dataAt(check.data, instanceLocation)
      errors.push(
        error('discriminator', instanceLocation, `${holder.path}/discriminator`, {
          error: unit.error,
          tag,
          tagValue: isNode(at) ? at[tag] : undefined,
        }),
      )
      continue
    }
    const holder = schemaAt(check.schema, check.lookup, keywordLocation.replace(/\/[^/]*$/, ''))
    if ((keyword === 'minimum' || keyword === 'maximum') && isNode(holder.node)) {
      // a bound only the format set (70000 for a uint16) is the format's failure, as ajv
      // reported it: "Must be a whole number from 0 to 65535", not "Must be at most 65535"
      if (formatBounds.get(holder.node)?.has(keyword)) {
        errors.push(
          error('format', instanceLocation, `${holder.path}/format`, {
            format: holder.node.format,
          }),
        )
        continue
      }
    }
    errors.push(error(keyword, instanceLocation, path, paramsOf(keyword, value)))
  }
  return errors
}

/** ajv's params of a failed keyword, from the keyword's value in the schema */
function paramsOf(keyword: string, value: unknown): Record<string, unknown> {
  switch (keyword) {
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return { limit: value }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { comparison: COMPARISONS[keyword], limit: value }
    case 'multipleOf':
      return { multipleOf: value }
    case 'format':
      return { format: value }
    case 'type':
      return { type: Array.isArray(value) ? value.join(',') : value }
    case 'pattern':
      return { pattern: value }
    case 'enum':
      return { allowedValues: value }
    case 'const':
      return { allowedValue: value }
    case 'oneOf':
      return { passingSchemas: null }
    default:
      return {}
  }
}

export interface CheckOptions {
  /** the schema whose definitions `#/definitions/X` names (a form's root); the schema itself by default */
  root?: object
  /** every failure (a form shows each), or stop at the first (the mock answers with one) */
  allErrors: boolean
}

/**
 * The data's failures against the schema, ajv-shaped, in ajv's order. Data is checked as JSON:
 * a field left `undefined` (rjsf's empty input) is absent.
 */
export function schemaErrors(schema: object, data: unknown, options: CheckOptions): SchemaError[] {
  const root = options.root ?? schema
  const lookup = lookupOf(root)
  const checked = preparedSchema(schema)
  const json: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data))
  const check: Check = { schema: checked, lookup, data: json }
  if (json === undefined) {
    // nothing to check: only a schema that says what the value is refuses it
    return 'type' in checked ? [error('type', '#', '#/type', { type: checked.type })] : []
  }
  const result = validate(json, checked, '2019-09', lookup, !options.allErrors)
  if (result.valid) return []
  return ajvErrors(result.errors, check)
}
