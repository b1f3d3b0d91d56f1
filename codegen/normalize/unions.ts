// Gives `oneOf` unions what form tools need: a title per variant (rjsf otherwise shows
// "Option 1…N") and, for tagged unions, a `discriminator` so ajv reports one error for the
// chosen variant instead of one per variant.
import { capitalize } from '../../src/contract/index.ts'
import { humanize } from '../util/names.ts'
import type { Schema } from '../util/openapi.ts'

/** Looks a `$ref` up in the document being normalized. */
export type RefResolver = (ref: string) => Schema | undefined

// Tag property names tried first; any other single-value enum property shared by all variants
// also counts as a tag.
const PREFERRED_TAGS = ['type', 'kind', 'state', 'mode']

export function rewriteUnion(schema: Schema, resolve: RefResolver): Schema {
  const variants = schema.oneOf
  if (variants === undefined || variants.length === 0) return schema
  if (isDocumentedEnum(variants)) {
    return { ...schema, oneOf: titleDocumentedValues(variants) }
  }
  if (schema.discriminator !== undefined) return rewriteDeclaredDiscriminator(schema, resolve)
  const tag = findTag(variants, resolve)
  if (tag === undefined) return schema
  return {
    ...schema,
    oneOf: variants.map((variant) => withTitle(variant, tagValue(variant, tag, resolve))),
    discriminator: { propertyName: tag },
  }
}

/** every variant is `{type: string, enum: [one value]}`, usually with a description */
export function isDocumentedEnum(variants: readonly Schema[]): boolean {
  return variants.every(
    (variant) =>
      variant.enum?.length === 1 &&
      (variant.type === undefined || variant.type === 'string') &&
      variant.properties === undefined,
  )
}

/**
 * Short descriptions read well as option labels; when any is long (or missing) every option
 * is labelled by its humanised value instead, so one select never mixes the two styles.
 */
function titleDocumentedValues(variants: readonly Schema[]): Schema[] {
  const sentences = variants.map((variant) => shortSentence(variant.description))
  const fromDescriptions = sentences.every((sentence) => sentence !== undefined)
  return variants.map((variant, i) => {
    if (variant.title !== undefined) return variant
    const title = fromDescriptions ? sentences[i] : humanize(String(variant.enum?.[0]))
    return { ...variant, title }
  })
}

function shortSentence(description: string | undefined): string | undefined {
  const sentence = description
    ?.split(/\n|(?<=\.)\s/)[0]
    ?.trim()
    .replace(/\.$/, '')
  if (sentence === undefined || sentence === '' || sentence.length > 60) return undefined
  return capitalize(sentence)
}

function findTag(variants: readonly Schema[], resolve: RefResolver): string | undefined {
  const first = concrete(variants[0], resolve)
  const candidates = Object.keys(first?.properties ?? {}).sort((a, b) => rank(a) - rank(b))
  return candidates.find((tag) => {
    const values = variants.map((variant) => tagValue(variant, tag, resolve))
    if (values.some((value) => value === undefined)) return false
    const required = variants.every((variant) =>
      concrete(variant, resolve)?.required?.includes(tag),
    )
    return required && new Set(values).size === values.length
  })
}

function rank(property: string): number {
  const index = PREFERRED_TAGS.indexOf(property)
  return index < 0 ? PREFERRED_TAGS.length : index
}

function concrete(schema: Schema | undefined, resolve: RefResolver): Schema | undefined {
  if (schema?.$ref === undefined) return schema
  return resolve(schema.$ref)
}

/** the single value the variant's tag property allows, as a string */
function tagValue(variant: Schema, tag: string, resolve: RefResolver): string | undefined {
  const property = concrete(concrete(variant, resolve)?.properties?.[tag], resolve)
  if (property === undefined) return undefined
  if (property.const !== undefined) return String(property.const)
  if (property.enum?.length === 1) return String(property.enum[0])
  return undefined
}

function withTitle(variant: Schema, value: string | undefined): Schema {
  if (variant.title !== undefined || value === undefined) return variant
  return { ...variant, title: humanize(value) }
}

/**
 * A union that already declares `discriminator` (other documents): ajv accepts no `mapping`
 * and needs the tag's value on each variant, so each `$ref` variant is wrapped with the tag
 * pinned to the value the mapping (or the schema name) gives it.
 */
function rewriteDeclaredDiscriminator(schema: Schema, resolve: RefResolver): Schema {
  const tag = schema.discriminator?.propertyName
  if (tag === undefined) return schema
  const valueOfRef = new Map<string, string>()
  for (const [value, target] of Object.entries(schema.discriminator?.mapping ?? {})) {
    valueOfRef.set(target.startsWith('#') ? target : `#/components/schemas/${target}`, value)
  }
  const oneOf = (schema.oneOf ?? []).map((variant) => {
    const own = tagValue(variant, tag, resolve)
    const ref = variant.$ref
    const value =
      own ?? (ref === undefined ? undefined : (valueOfRef.get(ref) ?? ref.split('/').pop()))
    if (value === undefined) return variant
    const pinned: Schema =
      own !== undefined
        ? variant
        : {
            allOf: [variant],
            type: 'object',
            properties: { [tag]: { type: 'string', enum: [value] } },
            required: [tag],
          }
    return withTitle(pinned, value)
  })
  return { ...schema, oneOf, discriminator: { propertyName: tag } }
}
