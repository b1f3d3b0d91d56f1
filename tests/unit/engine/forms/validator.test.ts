import { getFirstMatchingOption, type RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { checkedValidator } from '../../fixtures/form-checks'
import { formValidator } from '../../../../src/engine/forms/validator'
import { specValidation } from '../../../../src/engine/validation'
import { plainMessage } from '../../../../src/engine/validation/plain-errors'

/**
 * The interpreting form validator, as rjsf and the console's plain messages read it: each
 * keyword's failure in ajv's shape (name, params, property, schemaPath), worded plainly.
 */
const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'size'],
  properties: {
    name: { $ref: '#/definitions/Name' },
    description: { type: 'string', minLength: 3 },
    size: { type: 'integer', maximum: 10 },
    cpus: { type: 'integer', format: 'uint16', minimum: 0 },
    gateway: { type: 'string', format: 'ipv4' },
    mystery: { type: 'string', format: 'some-vendor-format' },
    tags: { type: 'array', uniqueItems: true, items: { type: 'string' } },
    step: { type: 'number', multipleOf: 5 },
    source: { $ref: '#/definitions/Source' },
  },
  definitions: {
    Name: { type: 'string', pattern: '^[a-z]+$', maxLength: 63 },
    Source: {
      oneOf: [
        {
          type: 'object',
          title: 'Image',
          properties: {
            type: { type: 'string', enum: ['image'] },
            image: { type: 'string', format: 'uuid' },
          },
          required: ['type', 'image'],
        },
        {
          type: 'object',
          title: 'Blank',
          properties: {
            type: { type: 'string', enum: ['blank'] },
            block_size: { type: 'integer', minimum: 512 },
          },
          required: ['type', 'block_size'],
        },
      ],
    },
  },
}

const validator = checkedValidator(schema)

function errors(formData: Record<string, unknown>) {
  return validator.validateFormData(formData, schema).errors
}

/** the one failure at a field, with its plain message */
function failureAt(formData: Record<string, unknown>, property: string) {
  const found = errors({ name: 'ok', size: 1, ...formData }).filter(
    (error) => error.property === property,
  )
  expect(found, property).toHaveLength(1)
  return { ...found[0]!, plain: plainMessage(found[0]!) }
}

describe('the form validator', () => {
  it('passes good data', () => {
    expect(errors({ name: 'web', size: 3, tags: ['a', 'b'], gateway: '10.0.0.1' })).toEqual([])
  })

  it('says a missing field is required, at the field', () => {
    const missing = errors({ size: 1 })
    expect(missing).toHaveLength(1)
    expect(missing[0]).toMatchObject({
      name: 'required',
      // rjsf's way with a top-level field
      property: 'name',
      params: { missingProperty: 'name' },
      schemaPath: '#/required',
    })
    expect(plainMessage(missing[0]!)).toBe('Required')
  })

  it('reads each keyword’s params from the schema, for its plain message', () => {
    expect(failureAt({ description: 'ab' }, '.description')).toMatchObject({
      name: 'minLength',
      params: { limit: 3 },
      plain: 'Must be at least 3 characters',
    })
    expect(failureAt({ size: 11 }, '.size')).toMatchObject({
      name: 'maximum',
      params: { limit: 10 },
      plain: 'Must be at most 10',
    })
    expect(failureAt({ gateway: '10.0.0' }, '.gateway')).toMatchObject({
      name: 'format',
      params: { format: 'ipv4' },
      plain: 'Not a valid IP address',
    })
    expect(failureAt({ tags: ['a', 'a'] }, '.tags')).toMatchObject({
      name: 'uniqueItems',
      plain: 'Items must be unique',
    })
    expect(failureAt({ step: 7 }, '.step')).toMatchObject({
      name: 'multipleOf',
      params: { multipleOf: 5 },
      plain: 'Must be a multiple of 5',
    })
    expect(failureAt({ size: 1.5 }, '.size')).toMatchObject({
      name: 'type',
      params: { type: 'integer' },
      plain: 'Must be a whole number',
    })
  })

  it('names a shared definition in the schema path, where the spec rules look for it', () => {
    expect(failureAt({ name: 'Web' }, '.name')).toMatchObject({
      name: 'pattern',
      schemaPath: '#/definitions/Name/pattern',
    })
  })

  it('checks a sized integer’s range as its format', () => {
    expect(failureAt({ cpus: 70000 }, '.cpus')).toMatchObject({
      name: 'format',
      params: { format: 'uint16' },
      plain: 'Must be a whole number from 0 to 65535',
    })
    // the document's own bound stays its own
    expect(failureAt({ cpus: -1 }, '.cpus')).toMatchObject({
      name: 'minimum',
      params: { limit: 0 },
    })
  })

  it('lets a format nobody registered pass', () => {
    expect(errors({ name: 'web', size: 1, mystery: 'anything' })).toEqual([])
  })

  it('checks the variant a union’s tag names, at its fields', () => {
    const tagged: RJSFSchema = {
      ...schema,
      definitions: {
        ...schema.definitions,
        Source: {
          ...(schema.definitions!.Source as object),
          // OpenAPI's keyword, which codegen keeps on a tagged union
          discriminator: { propertyName: 'type' },
        } as RJSFSchema,
      },
    }
    const found = checkedValidator(tagged).validateFormData(
      { name: 'web', size: 1, source: { type: 'blank', block_size: 1 } },
      tagged,
    ).errors
    expect(found.map((error) => [error.name, error.property])).toEqual([
      ['minimum', '.source.block_size'],
    ])
  })

  it('says an untagged union matched no variant in plain words', () => {
    const found = errors({ name: 'web', size: 1, source: { type: 'blank' } }).filter(
      (error) => error.name === 'oneOf',
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ property: '.source' })
    expect(plainMessage(found[0]!)).toBe('Choose one of the options and fill it in')
  })

  it('matches a union variant for rjsf, with the checks compiled for its variants', () => {
    const variants = (schema.definitions!.Source as { oneOf: RJSFSchema[] }).oneOf
    const blank = { type: 'blank', block_size: 512 }
    expect(getFirstMatchingOption(validator, blank, variants, schema)).toBe(1)
    expect(
      getFirstMatchingOption(
        validator,
        { type: 'image', image: crypto.randomUUID() },
        variants,
        schema,
      ),
    ).toBe(0)
  })

  it('finds no match in a schema codegen never compiled, rather than failing the form', () => {
    const named: RJSFSchema = {
      type: 'object',
      properties: { name: { $ref: '#/definitions/Name' } },
    }
    expect(validator.isValid(named, { name: 'web' }, schema)).toBe(false)
  })

  it('lets every value of a form ajv could not compile pass, for the API to answer', () => {
    // an empty union, a repeated enum value: ajv refuses these at codegen
    // (tests/unit/codegen/form-validators.test.ts), and such a form has no checks
    const foreign: RJSFSchema = {
      type: 'object',
      properties: {
        region: { type: 'string', enum: ['ams', 'ams', 'fra'] },
        anything: { oneOf: [] },
      },
    }
    const check = formValidator(foreign, undefined)
    expect(check.validateFormData({ region: 'nyc', anything: 1 }, foreign).errors).toEqual([])
  })

  it('words every failure plainly with the spec rules, as the form panel shows them', () => {
    const rules = specValidation(schema)
    const result = validator.validateFormData(
      { size: 11, gateway: 'x', tags: ['a', 'a'] },
      schema,
      rules.customValidate,
      rules.transformErrors,
    )
    expect(result.errorSchema).toMatchObject({
      name: { __errors: ['Required'] },
      size: { __errors: ['Must be at most 10'] },
      gateway: { __errors: ['Not a valid IP address'] },
      tags: { __errors: ['Items must be unique'] },
    })
  })
})
