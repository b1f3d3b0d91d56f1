import type { RJSFValidationError } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { plainMessage, withPlainMessage } from '../../../../src/engine/validation/plain-errors'

const error = (name: string, params: Record<string, unknown> = {}): RJSFValidationError => ({
  name,
  params,
  message: `ajv says ${name}`,
  stack: `.field ajv says ${name}`,
  property: '.field',
})

describe('plain error messages', () => {
  it('words ajv keywords for operators', () => {
    expect(plainMessage(error('required', { missingProperty: 'name' }))).toBe('Required')
    expect(plainMessage(error('minLength', { limit: 1 }))).toBe('Required')
    expect(plainMessage(error('minLength', { limit: 3 }))).toBe('Must be at least 3 characters')
    expect(plainMessage(error('maxLength', { limit: 63 }))).toBe('Must be 63 characters or fewer')
    expect(plainMessage(error('minimum', { limit: 1 }))).toBe('Must be at least 1')
    expect(plainMessage(error('maximum', { limit: 64 }))).toBe('Must be at most 64')
    expect(plainMessage(error('type', { type: 'integer' }))).toBe('Must be a whole number')
  })

  it('has words for every keyword ajv reports, never the keyword, format or pattern', () => {
    const keywords = [
      ['format', { format: 'uint64' }],
      ['format', { format: 'ipv4' }],
      ['format', { format: 'ipv6' }],
      ['format', { format: 'uuid' }],
      ['format', { format: 'uint16' }],
      ['format', { format: 'some-new-format' }],
      ['pattern', { pattern: '^[a-z]+$' }],
      ['oneOf', { passingSchemas: null }],
      ['anyOf', {}],
      ['const', { allowedValue: 'x' }],
      ['enum', { allowedValues: [1] }],
      ['multipleOf', { multipleOf: 2 }],
      ['maxItems', { limit: 2 }],
      ['uniqueItems', { i: 0, j: 1 }],
      ['additionalProperties', { additionalProperty: 'x' }],
      ['type', { type: 'string' }],
      ['not', {}],
      ['if', {}],
      ['discriminator', {}],
      ['some-future-keyword', {}],
    ] as const
    for (const [name, params] of keywords) {
      const message = plainMessage(error(name, params))
      expect(message).not.toMatch(
        /^must\b|\bmust (?:have|match|be [<>=])|[\^$\\]|uint|ipv|uuid|oneOf|anyOf|pattern|format/,
      )
    }
    expect(plainMessage(error('format', { format: 'ipv4' }))).toBe('Not a valid IP address')
    expect(plainMessage(error('format', { format: 'uint16' }))).toBe(
      'Must be a whole number from 0 to 65535',
    )
    expect(plainMessage(error('uniqueItems'))).toBe('Items must be unique')
  })

  it('replaces the message and the listed stack', () => {
    expect(withPlainMessage(error('minimum', { limit: 2 }))).toMatchObject({
      message: 'Must be at least 2',
      stack: 'Must be at least 2',
      property: '.field',
    })
  })
})
