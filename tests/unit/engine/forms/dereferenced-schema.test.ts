import { describe, expect, it } from 'vitest'
import { dereferencedSchema } from '../../../../src/contract/dereferenced-schema'

const definitions = {
  BlockSize: { type: 'integer', enum: [512, 4096] },
  Tree: { type: 'object', properties: { child: { $ref: '#/definitions/Tree' } } },
}

describe('dereferencedSchema', () => {
  it('replaces references at any depth, keeping the siblings over the definition', () => {
    const variant = {
      type: 'object',
      properties: {
        source: {
          oneOf: [{ properties: { size: { $ref: '#/definitions/BlockSize', title: 'Size' } } }],
        },
      },
    }
    expect(dereferencedSchema(variant, definitions)).toEqual({
      type: 'object',
      properties: {
        source: {
          oneOf: [{ properties: { size: { type: 'integer', enum: [512, 4096], title: 'Size' } } }],
        },
      },
    })
  })

  it('leaves a reference back into the definition being expanded', () => {
    expect(dereferencedSchema({ $ref: '#/definitions/Tree' }, definitions)).toEqual({
      type: 'object',
      properties: { child: { $ref: '#/definitions/Tree' } },
    })
  })

  it('gives a partly and a fully resolved variant the same result', () => {
    const partly = { properties: { size: { type: 'integer', enum: [512, 4096] } } }
    const raw = { properties: { size: { $ref: '#/definitions/BlockSize' } } }
    expect(dereferencedSchema(partly, definitions)).toEqual(dereferencedSchema(raw, definitions))
  })
})
