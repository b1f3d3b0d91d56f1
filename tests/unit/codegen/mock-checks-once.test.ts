import { describe, expect, it } from 'vitest'
import { compileMockChecks, compileMockValidators } from '../../../codegen/emit/mock-validators.ts'

// The mock's checks are one module the page loads; what many checks share (a definition, a
// list's page parameters) must be written into it once, not once per check.
const shape = {
  oneOf: [
    { type: 'object', properties: { kind: { type: 'string', enum: ['circle'] } } },
    {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['square'] },
        side: { type: 'integer', minimum: 1 },
      },
      required: ['side'],
    },
  ],
  discriminator: { propertyName: 'kind' },
  required: ['kind'],
}
// a tag's schema two unions repeat stays in each variant, where ajv's discriminator reads it
const definitions = {
  Shape: shape,
  Outline: { ...shape, type: 'object' },
  Name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 63 },
}
const limit = { anyOf: [{ type: 'integer', minimum: 1, format: 'uint32' }, { type: 'null' }] }
const queries = {
  disk_list: {
    type: 'object',
    properties: { project: { $ref: '#/definitions/Name' }, limit },
  },
  image_list: {
    type: 'object',
    properties: { silo: { $ref: '#/definitions/Name' }, limit, sort: { type: 'string' } },
  },
  shape_view: { type: 'object', properties: { shape: { $ref: '#/definitions/Shape' } } },
  outline_view: { type: 'object', properties: { outline: { $ref: '#/definitions/Outline' } } },
}

const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('the mock’s compiled checks write what they share once', () => {
  const { files, failures } = compileMockValidators(
    { definitions: {}, bodies: {} },
    { definitions, queries },
  )
  const module = files.get('validators/mock/queries.ts') ?? ''

  it('compiles a definition two checks reach into one function', () => {
    expect(failures).toEqual([])
    expect(occurrences(module, 'keyword:"pattern"')).toBe(1)
  })

  it('compiles a parameter two checks repeat (a page’s limit) once', () => {
    expect(occurrences(module, '"must match a schema in anyOf"')).toBe(1)
  })

  it('leaves out the schema paths, which the 400 never quotes', () => {
    expect(module).toContain('instancePath')
    expect(module).not.toContain('schemaPath')
  })

  it('keeps the words, the place and the tagged unions of each failure', () => {
    const checks = compileMockChecks(definitions, queries)
    const first = (operation: string, data: unknown) => {
      const check = checks[operation]!
      return check(data) ? undefined : check.errors?.[0]
    }
    expect(first('disk_list', { project: 'Bad', limit: 5 })).toMatchObject({
      instancePath: '/project',
      keyword: 'pattern',
    })
    expect(first('image_list', { silo: 'ok', limit: 0 })).toMatchObject({
      instancePath: '/limit',
      message: 'must be >= 1',
    })
    expect(first('image_list', { silo: 'ok', limit: 5, sort: 'x' })).toBeUndefined()
    expect(first('shape_view', { shape: { kind: 'square' } })).toMatchObject({
      instancePath: '/shape',
      keyword: 'required',
      params: { missingProperty: 'side' },
    })
    expect(first('shape_view', { shape: { kind: 'circle' } })).toBeUndefined()
  })
})
