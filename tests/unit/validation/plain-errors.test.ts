import type { RJSFValidationError } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { plainMessage, withPlainMessage } from '../../../src/engine/validation/plain-errors'

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

  it('leaves keywords it has no words for as they are', () => {
    const oneOf = error('oneOf')
    expect(withPlainMessage(oneOf)).toBe(oneOf)
    expect(withPlainMessage(error('minimum', { limit: 2 }))).toMatchObject({
      message: 'Must be at least 2',
      stack: 'Must be at least 2',
      property: '.field',
    })
  })
})
