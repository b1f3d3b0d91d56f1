// A form's schema made ready for rjsf, here rather than in the browser: the page loads it as
// it is, and the form validator checks the data against it.
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { FormDef } from '../../src/contract/index.ts'
import { NULL_WHEN_EMPTY } from '../../src/contract/form-marks.ts'
import { humanize } from '../util/names.ts'
import { forForms } from './annotations.ts'

/** what rjsf renders: the schema and its uiSchema */
export interface PreparedForm {
  schema: RJSFSchema
  uiSchema: UiSchema
}

type Schema = RJSFSchema & Record<string, unknown>

function isNull(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as Schema).type === 'null'
}

/** `anyOf [X, {type: null}]` (how the codegen writes nullable) → X, else undefined. */
function nullableInner(schema: Schema): Schema | undefined {
  const options = schema.anyOf
  if (!Array.isArray(options) || options.length !== 2) return undefined
  const inner = options.find((option) => !isNull(option))
  if (!inner || !options.some(isNull)) return undefined
  return inner as Schema
}

/**
 * A field with one possible value (a union variant's tag) is a constant: it gets that value as
 * its default, so choosing a variant fills it, and the theme does not show it.
 */
function withConstantDefault(schema: Schema, root: Schema): Schema {
  // the tag may be a named enum of one value (`kind: {$ref: FloatingIpParentKind}`)
  const values = resolved(schema, root).enum
  if (!Array.isArray(values) || values.length !== 1 || schema.default !== undefined) return schema
  return { ...schema, default: values[0] }
}

/** The one value of a variant that is a single string (`{type: string, enum: [allow]}`). */
function singleString(option: unknown): string | undefined {
  if (typeof option !== 'object' || option === null) return undefined
  const { enum: values, const: constant } = option as Schema
  if (typeof constant === 'string') return constant
  return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string'
    ? values[0]
    : undefined
}

/**
 * A documented enum (a `oneOf` of single strings, each with its words) is a string chosen from
 * titled values: rjsf reads `{type: string, oneOf: [{const, title}]}` as a select, while the
 * untyped `oneOf` it is given is an "unsupported field".
 */
function documentedEnum(schema: Schema): Schema {
  const options = schema.oneOf
  if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined) return schema
  const values = options.map(singleString)
  if (values.some((value) => value === undefined)) return schema
  return {
    ...schema,
    type: 'string',
    oneOf: options.map((option, index) => {
      const { title, description } = option as Schema
      return { const: values[index], title: title ?? description ?? values[index] }
    }),
  }
}

/** what a string variant may say besides its pattern: words, never a constraint */
const WORDS = new Set(['type', 'pattern', 'title', 'description', 'example', 'examples'])

/**
 * An untagged union whose variants are strings told apart by their patterns alone (an IPv4 or
 * an IPv6 network) is one text box, valid when the text matches either: a string with the
 * patterns as alternatives. rjsf would show a chooser of "v4" / "v6", then a "V4" box.
 */
function stringUnion(schema: Schema, root: Schema): Schema {
  const variants = schema.oneOf ?? schema.anyOf
  if (schema.type !== undefined || !Array.isArray(variants) || variants.length < 2) return schema
  const options = variants.map((variant) => resolved(variant as Schema, root))
  const textual = options.every(
    (option) =>
      option.type === 'string' &&
      typeof option.pattern === 'string' &&
      Object.keys(option).every((key) => WORDS.has(key) || key.startsWith('x-') || key === '$ref'),
  )
  if (!textual) return schema
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema
  const pattern = options.map((option) => `(?:${String(option.pattern)})`).join('|')
  return { ...rest, type: 'string', pattern }
}

const BYTE_COUNT_REF = '#/definitions/ByteCount'

const NONE: Schema = { type: 'null', title: 'None' }

/** The variants of an object or union schema (following a definitions $ref), else undefined. */
function objectChoices(schema: Schema, root: Schema): Schema[] | undefined {
  const ref = schema.$ref
  const target =
    typeof ref === 'string' && ref.startsWith('#/definitions/')
      ? (root.definitions?.[ref.slice('#/definitions/'.length)] as Schema | undefined)
      : schema
  if (!target) return undefined
  if (Array.isArray(target.oneOf)) return target.oneOf as Schema[]
  return target.type === 'object' ? [{ title: 'Set', ...schema }] : undefined
}

/**
 * Makes a body schema render well in rjsf: a nullable scalar becomes an optional plain field
 * (no "Option 1 / Option 2" chooser); a nullable object or union becomes a choice starting at
 * "None"; a required nullable field is recorded so the submit sends an explicit null; a union
 * tag defaults to its one value. Walks every object, including definitions and variants.
 */
export function unwrapNullable(schema: Schema, root: Schema = schema): Schema {
  const inner = nullableInner(schema)
  if (inner) {
    const { anyOf: _anyOf, ...siblings } = schema
    const choices = objectChoices(inner, root)
    if (choices) {
      return {
        ...siblings,
        oneOf: [NONE, ...choices.map((choice) => unwrapNullable(choice, root))],
      }
    }
    // a null default on a plain field is the field left empty: as a default it would fill the
    // field with a value its type refuses ("Not a valid value" on a field nobody touched)
    const { default: initial, ...rest } = siblings
    return unwrapNullable({ ...(initial === null ? rest : siblings), ...inner }, root)
  }
  const out: Schema = stringUnion(documentedEnum({ ...schema }), root)
  if (schema.properties) {
    const required = new Set(schema.required ?? [])
    const nullWhenEmpty: string[] = []
    const properties: Record<string, Schema> = {}
    for (const [name, property] of Object.entries(schema.properties)) {
      const propertySchema = property as Schema
      if (nullableInner(propertySchema) && required.has(name)) {
        required.delete(name)
        nullWhenEmpty.push(name)
      }
      properties[name] = withConstantDefault(unwrapNullable(propertySchema, root), root)
    }
    out.properties = properties
    if (schema.required) out.required = [...required]
    if (nullWhenEmpty.length > 0) out[NULL_WHEN_EMPTY] = nullWhenEmpty
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    const child = schema[key]
    if (child && typeof child === 'object' && !Array.isArray(child)) {
      out[key] = unwrapNullable(child as Schema, root)
    }
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = out[key]
    if (Array.isArray(options)) {
      out[key] = options.map((option) => unwrapNullable(option as Schema, root))
    }
  }
  if (schema.definitions) {
    out.definitions = Object.fromEntries(
      Object.entries(schema.definitions).map(([name, definition]) => [
        name,
        unwrapNullable(definition as Schema, root),
      ]),
    )
  }
  return out
}

/** A definitions `$ref` followed once; other schemas as they are. */
function resolved(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return schema
  const target = root.definitions?.[ref.slice('#/definitions/'.length)]
  return target && typeof target === 'object' ? { ...(target as Schema), ...schema } : schema
}

/** A union's variants, each with its `$ref` followed; none for any other schema. */
function variantsOf(target: Schema, root: Schema): Schema[] {
  return [
    ...((target.oneOf as Schema[] | undefined) ?? []),
    ...((target.anyOf as Schema[] | undefined) ?? []),
  ].map((variant) => resolved(variant, root))
}

/** The fields of an object and of each variant of a union: rjsf hands a variant its field's uiSchema. */
function fieldsOf(schema: Schema, root: Schema): [string, Schema][] {
  const target = resolved(schema, root)
  return [target, ...variantsOf(target, root)].flatMap((part) =>
    Object.entries(part.properties ?? {}).map(
      ([name, property]) => [name, property as Schema] as [string, Schema],
    ),
  )
}

/** whether some variant of the field's union has a `value` field beside its tag */
function variantsHoldValue(schema: Schema, root: Schema): boolean {
  return variantsOf(resolved(schema, root), root).some((variant) => variant.properties?.value)
}

const refersToBytes = (schema: Schema) =>
  schema.$ref === BYTE_COUNT_REF ||
  (schema.allOf as Schema[] | undefined)?.some((part) => part.$ref === BYTE_COUNT_REF) === true

/** what the document says a number counts: "A disk block size, in bytes." */
const IN_BYTES = /\bin bytes\b/i

/**
 * A byte count chosen from a few values (a disk's block size: 512, 2048 or 4096), known by its
 * words, its own or its definition's: its choices read as sizes, as lists show the value.
 */
function isByteChoice(schema: Schema, root: Schema): boolean {
  const target = resolved(schema, root)
  if (target.type !== 'integer' || !Array.isArray(target.enum)) return false
  const ref = schema.$ref
  const definition =
    typeof ref === 'string' && ref.startsWith('#/definitions/')
      ? (root.definitions?.[ref.slice('#/definitions/'.length)] as Schema | undefined)
      : undefined
  return [schema, definition].some((part) =>
    [part?.title, part?.description].some(
      (words) => typeof words === 'string' && IN_BYTES.test(words),
    ),
  )
}

/** How deep nested objects get their widgets (schemas may refer to themselves). */
const MAX_DEPTH = 6

/**
 * Widgets the schema implies, at every depth (quotas in a silo, the size of a new boot disk):
 * byte counts are entered in GiB, a block size is chosen among sizes, a top-level description
 * gets a text area. The codegen's
 * uiSchema wins where it names a widget.
 */
function impliedWidgets(schema: Schema, uiSchema: UiSchema, root: Schema, depth = 0): UiSchema {
  const out: UiSchema = { ...uiSchema }
  if (depth > MAX_DEPTH) return out
  for (const [name, propertySchema] of fieldsOf(schema, root)) {
    const fieldUi = (out[name] ?? {}) as UiSchema
    if (fieldUi['ui:widget']) continue
    if (refersToBytes(propertySchema)) {
      // the API counts bytes and says so; people type GiB, so the help must say that instead
      const description = propertySchema.description?.replace(/\bin bytes\b/i, 'in GiB')
      out[name] = {
        ...fieldUi,
        'ui:widget': 'bytes',
        'ui:unit': 'GiB',
        ...(description === undefined ? {} : { 'ui:description': description }),
      }
    } else if (isByteChoice(propertySchema, root)) {
      out[name] = { ...fieldUi, 'ui:widget': 'byteChoice' }
    } else if (depth === 0 && name === 'description' && propertySchema.type === 'string') {
      out[name] = { ...fieldUi, 'ui:widget': 'textarea' }
    } else {
      const nested = impliedWidgets(propertySchema, fieldUi, root, depth + 1)
      // a union whose variants carry one `value` (a route's destination: an IP, a VPC…) names
      // it by the union's field, so two unions in one form never show two "Value" boxes
      if (variantsHoldValue(propertySchema, root) && nested.value === undefined) {
        nested.value = { 'ui:title': `${humanize(name)} value` }
      }
      const items = propertySchema.items
      if (items && typeof items === 'object' && !Array.isArray(items)) {
        const itemUi = (fieldUi.items ?? {}) as UiSchema
        const nestedItems = impliedWidgets(items as Schema, itemUi, root, depth + 1)
        if (Object.keys(nestedItems).length > 0) nested.items = nestedItems
      }
      if (Object.keys(nested).length > 0) out[name] = nested
    }
  }
  return out
}

/**
 * The schema and uiSchema the panel renders: nullable unwrapped, hidden fields removed (never
 * shown, never sent), the manifest's field order first.
 */
export function prepareForm(
  form: { schema: unknown; uiSchema: UiSchema },
  def: Pick<FormDef, 'order' | 'hidden'>,
): PreparedForm {
  const schema = unwrapNullable(form.schema as Schema)
  const hidden = new Set(def.hidden)
  if (schema.properties) {
    schema.properties = Object.fromEntries(
      Object.entries(schema.properties).filter(([name]) => !hidden.has(name)),
    )
    if (schema.required) schema.required = schema.required.filter((name) => !hidden.has(name))
    const nullWhenEmpty = schema[NULL_WHEN_EMPTY]
    if (Array.isArray(nullWhenEmpty)) {
      schema[NULL_WHEN_EMPTY] = nullWhenEmpty.filter((name: string) => !hidden.has(name))
    }
  }
  const ordered = def.order.filter((name) => schema.properties?.[name] !== undefined)
  const uiSchema: UiSchema = {
    ...impliedWidgets(schema, form.uiSchema, schema),
    'ui:order': [...ordered, '*'],
  }
  return optionalDescription({ schema: forForms(schema), uiSchema })
}

/**
 * The platform requires a new resource's description but takes it empty, and people leave it
 * so: the field starts and stays an empty text instead of failing a create with "Required"
 * under a box nobody had to fill in.
 */
function optionalDescription({ schema, uiSchema }: PreparedForm): PreparedForm {
  const description = schema.properties?.description as Schema | undefined
  const required = schema.required ?? []
  if (
    description?.type !== 'string' ||
    !required.includes('description') ||
    (description.minLength ?? 0) > 0
  ) {
    return { schema, uiSchema }
  }
  return {
    schema: {
      ...schema,
      properties: { ...schema.properties, description: { default: '', ...description } },
      required: required.filter((name) => name !== 'description'),
    },
    uiSchema: {
      ...uiSchema,
      description: { ...(uiSchema.description as UiSchema | undefined), 'ui:emptyValue': '' },
    },
  }
}
