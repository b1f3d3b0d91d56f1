import { describe, expect, it } from 'vitest'
import { compileMockChecks } from '../../../codegen/emit/mock-validators.ts'

/** the mock's 400s carry ajv's words; these are the count bounds, one message shape for six keywords */
const message = (schema: object, data: unknown) => {
  const check = compileMockChecks({}, { operation: schema }).operation!
  check(data)
  return (check.errors ?? []).map((error) => error.message)
}

describe('count bounds read as ajv words them in the mock’s compiled checks', () => {
  it('names characters, items and properties, fewer or more', () => {
    expect(message({ type: 'string', minLength: 2 }, 'a')).toEqual([
      'must NOT have fewer than 2 characters',
    ])
    expect(message({ type: 'string', maxLength: 3 }, 'abcd')).toEqual([
      'must NOT have more than 3 characters',
    ])
    expect(message({ type: 'array', minItems: 1 }, [])).toEqual([
      'must NOT have fewer than 1 items',
    ])
    expect(message({ type: 'array', maxItems: 1 }, [1, 2])).toEqual([
      'must NOT have more than 1 items',
    ])
    expect(message({ type: 'object', minProperties: 1 }, {})).toEqual([
      'must NOT have fewer than 1 properties',
    ])
    expect(message({ type: 'object', maxProperties: 1 }, { a: 1, b: 2 })).toEqual([
      'must NOT have more than 1 properties',
    ])
  })
})
