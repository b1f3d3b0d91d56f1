// @vitest-environment node
// List envelopes as real APIs write them (Asana, Linode, Box, LaunchDarkly), and published
// documents whose discriminator mappings name files that were never shipped (DigitalOcean).
import { describe, expect, it } from 'vitest'
import { inferModel } from '../../../codegen/infer/index.ts'
import { resolveDocument } from '../../../codegen/load/index.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import { writeFiles } from './helpers.ts'

const thing = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' } },
}

const answer = (schema: unknown) => ({
  responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
})

const rowsOf = (field: string, others: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    [field]: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
    ...others,
  },
})

const document = {
  openapi: '3.0.3',
  info: { title: 'envelopes', version: '1' },
  paths: {
    '/projects': { get: { operationId: 'getProjects', ...answer(rowsOf('data')) } },
    '/policy': { get: { operationId: 'getPolicy', ...answer(rowsOf('data')) } },
    '/linodes': {
      get: {
        operationId: 'getLinodes',
        ...answer(
          rowsOf('data', {
            page: { type: 'integer' },
            pages: { type: 'integer' },
            results: { type: 'integer' },
          }),
        ),
      },
    },
    '/folders': {
      get: {
        operationId: 'getFolders',
        ...answer(
          rowsOf('entries', {
            total_count: { type: 'integer' },
            order: { type: 'array', items: { type: 'string' } },
            next_marker: { type: 'string' },
          }),
        ),
      },
    },
    '/datacenters': {
      get: {
        operationId: 'getDatacenters',
        ...answer(rowsOf('datacenters', { recommendation: { type: 'integer' } })),
      },
    },
    // Spotify's pages: fields from an `allOf`, a page under a field, rows named by the path's last word
    '/me/player/recently-played': {
      get: {
        operationId: 'get-recently-played',
        ...answer({ $ref: '#/components/schemas/ThingPage' }),
      },
    },
    '/browse/new-releases': {
      get: {
        operationId: 'get-new-releases',
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
          { name: 'offset', in: 'query', schema: { type: 'integer' } },
        ],
        ...answer({
          type: 'object',
          properties: { albums: { $ref: '#/components/schemas/ThingPage' } },
        }),
      },
    },
    '/artists/{id}/top-tracks': {
      get: {
        operationId: 'get-an-artists-top-tracks',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        ...answer(rowsOf('tracks')),
      },
    },
    '/flags': {
      get: {
        operationId: 'getFlags',
        ...answer(rowsOf('flags', { _links: { type: 'object' }, totalCount: { type: 'integer' } })),
      },
    },
  },
  components: {
    schemas: {
      Thing: thing,
      Paging: {
        type: 'object',
        properties: {
          href: { type: 'string' },
          total: { type: 'integer' },
          limit: { type: 'integer' },
        },
      },
      ThingPage: {
        allOf: [
          { $ref: '#/components/schemas/Paging' },
          {
            type: 'object',
            properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
          },
        ],
      },
    },
  },
}

async function model(doc: unknown) {
  const loaded = await resolveDocument(writeFiles({ 'openapi.json': doc }))
  return { loaded, model: inferModel(normalizeDocument(loaded.document)) }
}

describe('list envelopes', () => {
  it('reads `{data: [...]}` on a GET of a plural collection as that list', async () => {
    const { model: inferred } = await model(document)
    expect(inferred.operations.get('getProjects')?.ref).toMatchObject({
      returnsList: true,
      listField: 'data',
    })
  })

  it('keeps `{data: [...]}` on a singular path one object', async () => {
    const { model: inferred } = await model(document)
    expect(inferred.operations.get('getPolicy')?.ref.returnsList).toBe(false)
  })

  it('reads paging fields as real APIs name them: results, order, markers, _links, totalCount', async () => {
    const { model: inferred } = await model(document)
    for (const [id, field] of [
      ['getLinodes', 'data'],
      ['getFolders', 'entries'],
      ['getFlags', 'flags'],
      // named as its path's collection: a list whatever sits beside it
      ['getDatacenters', 'datacenters'],
    ] as const) {
      expect(inferred.operations.get(id)?.ref).toMatchObject({
        returnsList: true,
        listField: field,
      })
    }
  })
})

describe('pages as Spotify writes them', () => {
  it('reads a page whose fields come from an allOf', async () => {
    const { model: inferred } = await model(document)
    expect(inferred.operations.get('get-recently-played')?.ref).toMatchObject({ returnsList: true })
  })

  it('reads a page under a field, its rows and total at dotted paths', async () => {
    const { model: inferred } = await model(document)
    expect(inferred.operations.get('get-new-releases')?.ref).toMatchObject({
      returnsList: true,
      listField: 'albums.items',
      paginated: { offset: { totalField: 'albums.total' } },
    })
  })

  it('reads rows named by the last word of the path as the list of a GET', async () => {
    const { model: inferred } = await model(document)
    expect(inferred.operations.get('get-an-artists-top-tracks')?.ref).toMatchObject({
      returnsList: true,
      listField: 'tracks',
    })
  })
})

describe('discriminator mappings', () => {
  const tagged = {
    ...document,
    paths: {
      '/actions': {
        post: {
          operationId: 'postAction',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  oneOf: [{ $ref: '#/components/schemas/Attach' }],
                  discriminator: {
                    propertyName: 'type',
                    mapping: { attach: 'models/attach.yml', kept: '#/components/schemas/Attach' },
                  },
                },
              },
            },
          },
          ...answer(thing),
        },
      },
    },
    components: {
      schemas: {
        Thing: thing,
        Attach: { type: 'object', properties: { type: { type: 'string' } } },
      },
    },
  }

  it('drops a mapping that names no schema, with a warning at its place, and keeps the rest', async () => {
    const { loaded } = await model(tagged)
    expect(loaded.repairs).toEqual([
      {
        file: expect.stringContaining('openapi.json'),
        at: '/paths/~1actions/post/requestBody/content/application~1json/schema/discriminator/mapping/attach',
        reason:
          'discriminator mapping "models/attach.yml" names no schema of this document; ignored',
      },
    ])
    const schema = (
      loaded.document.paths?.['/actions']?.post?.requestBody as never as {
        content: Record<string, { schema: { discriminator: { mapping: object } } }>
      }
    ).content['application/json']?.schema
    expect(schema?.discriminator.mapping).toEqual({ kept: '#/components/schemas/Attach' })
  })
})
