// @vitest-environment node
// codegen finds a list's sort parameter in any document: an enum query parameter whose values
// name an item field and a direction.
import { describe, expect, it } from 'vitest'
import { inferSort } from '../../../codegen/infer/sort-modes.ts'
import type { Document, Parameter, Schema } from '../../../codegen/util/openapi.ts'

const item: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    time_created: { type: 'string' },
  },
}

const document: Document = {
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      NameOrIdSortMode: {
        oneOf: [
          { type: 'string', enum: ['name_ascending'] },
          { type: 'string', enum: ['name_descending'] },
          { type: 'string', enum: ['id_ascending'] },
        ],
      },
    },
  },
} as Document

const query = (name: string, schema: Schema): Parameter => ({ in: 'query', name, schema })

describe('a list’s sort parameter', () => {
  it('reads the platform’s sort_by, a union of one-value enums, as fields and directions', () => {
    const sort = inferSort(
      document,
      [
        query('limit', { type: 'integer' }),
        query('sort_by', { $ref: '#/components/schemas/NameOrIdSortMode' }),
      ],
      item,
    )
    expect(sort).toEqual({
      param: 'sort_by',
      modes: [
        { value: 'name_ascending', field: 'name', descending: false },
        { value: 'name_descending', field: 'name', descending: true },
        { value: 'id_ascending', field: 'id', descending: false },
      ],
    })
  })

  it('reads other APIs’ words: signed fields, asc/desc, a compound order by its first field', () => {
    const sort = inferSort(
      document,
      [
        query('order', {
          type: 'string',
          enum: ['-name', '+name', 'time_and_id_desc', 'color_asc'],
        }),
      ],
      item,
    )
    expect(sort).toEqual({
      param: 'order',
      modes: [
        { value: '-name', field: 'name', descending: true },
        { value: '+name', field: 'name', descending: false },
        { value: 'time_and_id_desc', field: 'time_created', descending: true },
      ],
    })
  })

  it('takes no enum whose values name no field, nor a parameter that is not an enum', () => {
    expect(
      inferSort(
        document,
        [
          query('state', { type: 'string', enum: ['running', 'stopped'] }),
          query('sort', { type: 'string' }),
        ],
        item,
      ),
    ).toBeUndefined()
  })
})
