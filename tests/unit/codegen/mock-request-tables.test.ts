import { describe, expect, it } from 'vitest'
import { bodyShapes, queryReadings } from '../../../codegen/emit/mock-request-tables.ts'
import { queryValues } from '../../../mock/store/query-values.ts'

// The page's mock reads these tables instead of the request schemas: they must say what the
// schemas say, through references and unions.
const definitions = {
  Limit: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
  Flag: { type: 'boolean' },
  Name: { type: 'string' },
  Create: {
    type: 'object',
    properties: { name: { $ref: '#/definitions/Name' }, size: { type: 'integer' } },
    additionalProperties: false,
  },
  Union: {
    type: 'object',
    properties: { kind: { type: 'string' } },
    oneOf: [{ type: 'object' }],
  },
}

describe('the tables codegen writes beside the mock’s checks', () => {
  it('reads a number or a boolean where the schema allows no text, through references', () => {
    const readings = queryReadings({
      definitions,
      queries: {
        disk_list: {
          type: 'object',
          properties: {
            limit: { $ref: '#/definitions/Limit' },
            cascade: { $ref: '#/definitions/Flag' },
            project: { $ref: '#/definitions/Name' },
            either: { anyOf: [{ type: 'number' }, { type: 'boolean' }] },
          },
        },
        vpc_view: { type: 'object', properties: { project: { type: 'string' } } },
      },
    })
    expect(readings).toEqual({
      disk_list: { limit: 'number', cascade: 'boolean', either: 'number or boolean' },
    })
    expect(
      queryValues(
        { limit: '5', cascade: 'true', project: '7', either: 'false', other: '1' },
        readings.disk_list,
      ),
    ).toEqual({ limit: 5, cascade: true, project: '7', either: false, other: '1' })
    // a value that is not what it should be stays text, for the check to refuse
    expect(queryValues({ limit: 'ten', cascade: 'yes' }, readings.disk_list)).toEqual({
      limit: 'ten',
      cascade: 'yes',
    })
  })

  it('gives each body of one object type its fields, and none to a union', () => {
    expect(
      bodyShapes({
        definitions,
        bodies: {
          disk_create: { $ref: '#/definitions/Create' },
          odd_create: { $ref: '#/definitions/Union' },
          list_update: { type: 'array', items: { type: 'string' } },
        },
      }),
    ).toEqual({ disk_create: { fields: ['name', 'size'], closed: true } })
  })
})
