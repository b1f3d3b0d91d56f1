import type {
  CustomValidator,
  ErrorTransformer,
  FormValidation,
  RJSFSchema,
  RJSFValidationError,
} from '@rjsf/utils'
import { messages } from './messages'
import {
  coveredDefinitions,
  coveredFormats,
  definitionName,
  resolveRef,
  stringRuleOf,
  type StringRule,
} from './schema-rules'
import { validateUnique } from './unique'
import { withPlainMessage } from './plain-errors'
import { byteBoundMessage } from './byte-bounds'

type Schema = RJSFSchema & Record<string, unknown>

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** which of an object's string fields (in order) break their variant's rules */
function brokenFields(variant: Schema, data: Record<string, unknown>, root: Schema): boolean[] {
  return Object.entries(variant.properties ?? {}).map(([name, property]) => {
    const value = data[name]
    return (
      typeof value === 'string' && stringRuleOf(property as Schema, root)?.(value) !== undefined
    )
  })
}

/** fewer broken fields first; on a tie, the variant the first fields fit (its break comes later) */
function fitsBetter(a: boolean[], b: boolean[]): number {
  const count = (fields: boolean[]) => fields.filter(Boolean).length
  const firstBreak = (fields: boolean[]) => {
    const index = fields.indexOf(true)
    return index < 0 ? fields.length : index
  }
  return count(a) - count(b) || firstBreak(b) - firstBreak(a)
}

/**
 * The union variant the data chose: every one-value enum it declares (its tag) matches. An
 * untagged union (an IPv4 or an IPv6 range) is told apart by the values: the variant whose
 * rules they break least, so an IPv6 range is never checked as an IPv4 one.
 */
function chosenVariant(
  variants: Schema[],
  data: Record<string, unknown>,
  root: Schema,
): Schema | undefined {
  const tagged = variants
    .map((variant) => resolveRef(variant, root))
    .filter((variant) =>
      Object.entries(variant.properties ?? {}).every(([name, property]) => {
        const values = (property as Schema).enum
        return !Array.isArray(values) || values.length !== 1 || values[0] === data[name]
      }),
    )
  if (tagged.length < 2) return tagged[0]
  return tagged
    .map((variant) => ({ variant, broken: brokenFields(variant, data, root) }))
    .sort((a, b) => fitsBetter(a.broken, b.broken))[0]?.variant
}

/** a disk (or anything) sized in bytes holds at least one: 0 is schema-valid but never meant */
function isEmptySize(name: string, schema: Schema, value: unknown): boolean {
  return name === 'size' && definitionName(schema) === 'ByteCount' && value === 0
}

function checkString(value: string, rule: StringRule | undefined, errors: FormValidation) {
  const message = rule?.(value)
  if (message) errors.addError(message)
}

/** Walks the data beside its schema and adds the spec's message wherever a rule fails. */
function check(data: unknown, schema: Schema, root: Schema, errors: FormValidation | undefined) {
  if (!errors) return
  if (typeof data === 'string') return checkString(data, stringRuleOf(schema, root), errors)
  const resolved = resolveRef(schema, root)
  if (Array.isArray(data)) {
    // every list, not only those the document marks uniqueItems: a repeat is always a slip (§5)
    const message = validateUnique(data)
    if (message) errors.addError(message)
    const items = resolved.items
    if (!isObject(items)) return
    data.forEach((item, index) =>
      check(item, items as Schema, root, (errors as Record<number, FormValidation>)[index]),
    )
    return
  }
  if (!isObject(data)) return
  const union = (resolved.oneOf ?? resolved.anyOf) as Schema[] | undefined
  const variant = union ? chosenVariant(union, data, root) : undefined
  const properties = { ...resolved.properties, ...variant?.properties }
  for (const [name, property] of Object.entries(properties)) {
    if (name in data && isObject(property)) {
      const fieldErrors = (errors as Record<string, FormValidation>)[name]
      if (isEmptySize(name, property as Schema, data[name]))
        fieldErrors?.addError(messages.emptySize)
      check(data[name], property as Schema, root, fieldErrors)
    }
  }
}

/**
 * The spec §5 rules for a generic form, keyed off its schema: `customValidate` adds the spec's
 * messages, and `transformErrors` drops the schema's errors on the same fields ("must match
 * pattern ^(?!…"), which say the same thing in a way no user can read, and words the rest
 * plainly.
 */
export function specValidation(schema: RJSFSchema): {
  customValidate: CustomValidator
  transformErrors: ErrorTransformer
} {
  const root = schema as Schema
  return {
    customValidate: (formData, errors) => {
      check(formData, root, root, errors)
      return errors
    },
    transformErrors: (errors) =>
      errors
        .filter((error) => !isCoveredError(error) && !isExplainedUnion(error, errors))
        .map((error) => {
          const inGiB = byteBoundMessage(error, root)
          return inGiB ? { ...error, message: inGiB, stack: inGiB } : withPlainMessage(error)
        }),
  }
}

const unionKeywords = new Set(['oneOf', 'anyOf', 'discriminator'])

/**
 * A union's own error ("choose one of the options") once an error inside it, ours or the
 * schema's, names the field at fault: an IP range with a mistyped first address says so at
 * First, not also under the whole range.
 */
function isExplainedUnion(error: RJSFValidationError, all: RJSFValidationError[]): boolean {
  if (!unionKeywords.has(error.name ?? '')) return false
  // the checker writes `.range.first` for a format and `first` for a missing field at the root
  const path = (of: RJSFValidationError) => (of.property ?? '').replace(/^\./, '')
  const union = path(error)
  const inside = union === '' ? '' : `${union}.`
  return all.some((other) => path(other) !== union && path(other).startsWith(inside))
}

const definitionPaths = coveredDefinitions.map((name) => `/definitions/${name}/`)

/** A schema error (ajv-shaped) that one of our rules reports better. */
export function isCoveredError(error: RJSFValidationError): boolean {
  if (error.name === 'uniqueItems') return true
  if (error.name === 'format') {
    const format = (error.params as { format?: unknown } | undefined)?.format
    return typeof format === 'string' && coveredFormats.includes(format)
  }
  // a required-but-empty name still says so: only the shape keywords are ours
  if (error.name === 'required' || error.name === 'minLength') return false
  const path = error.schemaPath ?? ''
  return definitionPaths.some((definition) => path.includes(definition))
}
