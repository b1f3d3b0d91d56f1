import type { ErrorSchema, RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import type { FormJson } from '../../../../src/engine/forms/form-json'
import { formValidator, type ValidatorFunctions } from '../../../../src/engine/forms/validator'
import { specValidation } from '../../../../src/engine/validation'

/**
 * Every generated form, fed wrong values of every kind (empty, malformed text, out-of-range and
 * fractional numbers, repeated list items, unknown choices): every error text the validators
 * produce must be plain words. No regex, format name or schema keyword may reach a person.
 */

type Schema = RJSFSchema & Record<string, unknown>

// the generated forms, as the console loads them
const forms = import.meta.glob<FormJson>('../../../../src/generated/forms/*.json', {
  eager: true,
  import: 'default',
})
// and the checks codegen compiled for each
const checks = import.meta.glob<ValidatorFunctions>(
  '../../../../src/generated/validators/forms/*.ts',
  {
    eager: true,
    import: 'validators',
  },
)

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const target = root.definitions?.[ref.replace('#/definitions/', '')]
  return target ? resolve(target as Schema, root) : schema
}

/** a wrong value for a schema; `mode` picks which kind of wrong, and which union variant */
function wrong(schema: Schema, root: Schema, mode: number, depth = 0): unknown {
  const resolved = resolve(schema, root)
  if (depth > 8) return undefined
  const variants = (resolved.oneOf ?? resolved.anyOf) as Schema[] | undefined
  if (variants?.length) {
    const variant = variants[mode % variants.length]!
    return wrong(
      { ...resolved, oneOf: undefined, anyOf: undefined, ...variant },
      root,
      mode,
      depth + 1,
    )
  }
  if (Array.isArray(resolved.enum)) return mode % 2 === 0 ? 'not-an-option' : resolved.enum[0]
  switch (resolved.type) {
    case 'object': {
      const properties = (resolved.properties ?? {}) as Record<string, Schema>
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          wrong(property, root, mode, depth + 1),
        ]),
      )
    }
    case 'array': {
      const item = wrong((resolved.items ?? {}) as Schema, root, mode, depth + 1)
      return [item, item]
    }
    case 'string':
      return ['', ' !! not ^valid$ ', 'x'.repeat(300), '1.2.3.4.5'][mode % 4]
    case 'integer':
    case 'number':
      return [-1.5, 1e30, 0, -1][mode % 4]
    case 'boolean':
      return mode % 2 === 0 ? 'yes' : undefined
    default:
      return mode % 2 === 0 ? { unexpected: true } : 'text'
  }
}

function errorTexts(errorSchema: ErrorSchema | undefined, into: string[] = []): string[] {
  if (!errorSchema || typeof errorSchema !== 'object') return into
  for (const [key, value] of Object.entries(errorSchema)) {
    if (key === '__errors' && Array.isArray(value)) into.push(...(value as string[]))
    else errorTexts(value as ErrorSchema, into)
  }
  return into
}

// ajv's voice: "must have required property", "must match pattern", "must be >= 1"…
const developerWords =
  /^must\b|\bmust (?:have|match|NOT|pass|be (?:[<>=]|equal|array|object|string|integer|number|boolean|null))|[\^$\\]|\b(?:oneOf|anyOf|allOf|uniqueItems|additionalProperties|minLength|maxLength|minItems|pattern|format|schema|const|enum|discriminator)\b|\b(?:u?int\d+|uuid|date-time|ipv[46]|ip-net|hostname|byte|uri|NameOrId)\b/

describe('every error text the form validators produce', () => {
  const files = Object.keys(forms)

  // every form, many times over: slower than the 5 s default on a busy machine
  it('is written for people', { timeout: 120_000 }, () => {
    const seen = new Set<string>()
    for (const file of files) {
      const { schema } = forms[file]!
      const compiled =
        checks[file.replace('/forms/', '/validators/forms/').replace(/\.json$/, '.ts')]
      expect(compiled, file).toBeDefined()
      const validator = formValidator(schema, compiled)
      const rules = specValidation(schema)
      for (let mode = 0; mode < 4; mode++) {
        for (const data of [{}, wrong(schema as Schema, schema as Schema, mode)]) {
          const result = validator.validateFormData(
            data,
            schema,
            rules.customValidate,
            rules.transformErrors,
          )
          const texts = [
            ...result.errors.map((e) => e.message ?? ''),
            ...errorTexts(result.errorSchema),
          ]
          for (const text of texts) {
            expect(text, `${file}: "${text}"`).not.toMatch(developerWords)
            seen.add(text)
          }
        }
      }
    }
    // the scan met the validators' own texts, so it did reach them
    expect(seen).toContain('Required')
    expect(seen).toContain('Items must be unique')
    expect(seen).toContain('Not a valid IP address')
    expect(seen.size).toBeGreaterThan(15)
  })
})
