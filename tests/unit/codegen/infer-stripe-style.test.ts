// @vitest-environment node
// Documents in Stripe's style: operation ids that only spell the method and the path
// (`GetCustomersCustomer`), writes by POST on the item, form-encoded request bodies on every
// operation (empty ones on GETs), and objects that embed each other by the dozen.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSeed } from '../../../codegen/emit/seed/index.ts'
import { inferModel, type Model } from '../../../codegen/infer/index.ts'
import { groupingOf } from '../../../codegen/infer/verbs.ts'
import { resolveDocument } from '../../../codegen/load/index.ts'
import { registryWithoutManifest } from '../../../codegen/merge/index.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import type { Document } from '../../../codegen/util/openapi.ts'
import { writeFiles } from './helpers.ts'

const FORM = 'application/x-www-form-urlencoded'
const form = (properties: Record<string, unknown> = {}) => ({
  content: { [FORM]: { schema: { type: 'object', properties } } },
  required: false,
})
const answer = (schema: unknown) => ({
  responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
})
const customer = { $ref: '#/components/schemas/customer' }
const source = { $ref: '#/components/schemas/source' }
const invoice = { $ref: '#/components/schemas/invoice' }

/** 40 strings and objects of other kinds: each level of embedding triples the objects */
const embedding = (word: string, ...embedded: [string, unknown][]) => ({
  type: 'object',
  properties: Object.fromEntries([
    ...Array.from({ length: 40 }, (_, i) => [`${word}_${i}`, { type: 'string' }]),
    ...embedded,
  ]),
})

const document = {
  openapi: '3.0.0',
  info: { title: 'payments', version: '1' },
  paths: {
    '/v1/customers': {
      get: {
        operationId: 'GetCustomers',
        requestBody: form(),
        ...answer({
          type: 'object',
          properties: {
            data: { type: 'array', items: customer },
            has_more: { type: 'boolean' },
            object: { type: 'string', enum: ['list'] },
            url: { type: 'string' },
          },
        }),
      },
      post: {
        operationId: 'PostCustomers',
        requestBody: form({ name: { type: 'string' }, email: { type: 'string' } }),
        ...answer(customer),
      },
    },
    '/v1/customers/{customer}': {
      parameters: [{ name: 'customer', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'GetCustomersCustomer', requestBody: form(), ...answer(customer) },
      post: {
        operationId: 'PostCustomersCustomer',
        requestBody: form({ name: { type: 'string' } }),
        ...answer(customer),
      },
      delete: { operationId: 'DeleteCustomersCustomer', requestBody: form(), ...answer(customer) },
    },
  },
  components: {
    schemas: {
      customer: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          // an expandable field: the id, or the whole object, which embeds others in turn
          default_source: { anyOf: [{ type: 'string' }, source] },
          invoices: { type: 'array', items: invoice },
          latest_invoice: invoice,
        },
      },
      source: embedding('field', ['owner', customer], ['invoice', invoice], ['payer', customer]),
      invoice: embedding('line', ['customer', customer], ['source', source], ['paid_by', source]),
    },
  },
}

let model: Model
let normalized: Document

beforeAll(async () => {
  const loaded = await resolveDocument(writeFiles({ 'openapi.json': document }))
  normalized = normalizeDocument(loaded.document)
  model = inferModel(normalized)
}, 30_000)

const operation = (id: string) => {
  const info = model.operations.get(id)
  if (info === undefined) throw new Error(`no operation ${id}`)
  return info
}

describe('ids that spell the method and the path', () => {
  it('groups by path and method: the list, view and delete of one kind', () => {
    expect(groupingOf(operation('GetCustomers'))).toEqual({ prefix: 'customer', verb: 'list' })
    expect(groupingOf(operation('GetCustomersCustomer'))).toEqual({
      prefix: 'customer',
      verb: 'view',
    })
    expect(groupingOf(operation('DeleteCustomersCustomer'))).toEqual({
      prefix: 'customer',
      verb: 'delete',
    })
  })

  it('reads a POST on the collection as the create and a POST on the item as the update', () => {
    expect(groupingOf(operation('PostCustomers'))).toEqual({ prefix: 'customer', verb: 'create' })
    expect(groupingOf(operation('PostCustomersCustomer'))).toEqual({
      prefix: 'customer',
      verb: 'update',
    })
    expect(Object.keys(model.kinds)).toEqual(['customer'])
    expect(model.kinds.customer?.ops.update?.id).toBe('PostCustomersCustomer')
  })
})

describe('form-encoded bodies', () => {
  it('takes a form body as the operation’s fields, declared as form-encoded', () => {
    const create = operation('PostCustomers')
    expect(create.special).toBe(false)
    expect(create.ref.body).toMatchObject({ contentType: FORM })
    expect(model.kinds.customer?.forms.create?.operation).toBe('PostCustomers')
    expect(model.kinds.customer?.forms.update?.operation).toBe('PostCustomersCustomer')
  })

  it('sends no body on a GET, whatever the document declares for it', () => {
    expect(operation('GetCustomers').ref.body).toBeUndefined()
    expect(operation('GetCustomers').ref).toMatchObject({ returnsList: true, listField: 'data' })
  })
})

describe('mock data for objects that embed each other', () => {
  it('keeps each synthesised item small', () => {
    const registry = registryWithoutManifest(model)
    const seed = buildSeed(normalized, registry, model.operations, model.items)
    const rows = seed.customer ?? []
    expect(rows).toHaveLength(3)
    // the embedding runs 6 objects deep, tripling at each: unbounded it is megabytes an item
    for (const row of rows) expect(JSON.stringify(row).length).toBeLessThan(20_000)
  })
})
