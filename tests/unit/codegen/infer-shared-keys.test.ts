// @vitest-environment node
// Documents in Spotify's style: every item path takes `{id}`, items are read one at a time or
// several by `?ids=` (no list a page could show), their sub-lists sit below them
// (`/albums/{id}/tracks`), and item schemas are `allOf`s of several members.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSeed } from '../../../codegen/emit/seed/index.ts'
import { inferModel, type Model } from '../../../codegen/infer/index.ts'
import { resolveDocument } from '../../../codegen/load/index.ts'
import { registryWithoutManifest } from '../../../codegen/merge/index.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import type { Document } from '../../../codegen/util/openapi.ts'
import type { Registry } from '../../../src/contract/index.ts'
import { writeFiles } from './helpers.ts'

const answer = (schema: unknown) => ({
  responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
})
const byId = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]
const rows = (field: string, ref: string) => ({
  type: 'object',
  properties: { [field]: { type: 'array', items: { $ref: `#/components/schemas/${ref}` } } },
})
const named = (extra: Record<string, unknown>) => ({
  allOf: [
    { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
    { type: 'object', properties: extra },
  ],
})

const document = {
  openapi: '3.0.3',
  info: { title: 'music', version: '1' },
  paths: {
    '/albums': {
      get: {
        operationId: 'get-multiple-albums',
        parameters: [{ name: 'ids', in: 'query', required: true, schema: { type: 'string' } }],
        ...answer(rows('albums', 'Album')),
      },
    },
    '/albums/{id}': {
      get: {
        operationId: 'get-an-album',
        parameters: byId,
        ...answer({ $ref: '#/components/schemas/Album' }),
      },
    },
    '/albums/{id}/tracks': {
      get: {
        operationId: 'get-an-albums-tracks',
        parameters: byId,
        ...answer(rows('items', 'Track')),
      },
    },
    '/artists/{id}': {
      get: {
        operationId: 'get-an-artist',
        parameters: byId,
        ...answer({ $ref: '#/components/schemas/Artist' }),
      },
    },
    '/artists/{id}/concerts': {
      get: {
        operationId: 'get-an-artists-concerts',
        parameters: byId,
        ...answer(rows('items', 'Concert')),
      },
    },
  },
  components: {
    schemas: {
      Album: named({ label: { type: 'string' }, total_tracks: { type: 'integer' } }),
      Artist: named({ genres: { type: 'array', items: { type: 'string' } } }),
      Track: named({ duration_ms: { type: 'integer' } }),
      Concert: named({ venue: { type: 'string' } }),
    },
  },
}

let model: Model
let registry: Registry
let normalized: Document

beforeAll(async () => {
  const loaded = await resolveDocument(writeFiles({ 'openapi.json': document }))
  normalized = normalizeDocument(loaded.document)
  model = inferModel(normalized)
  registry = registryWithoutManifest(model)
}, 30_000)

const route = (id: string) => registry.routes.find((def) => def.id === id)

describe('items with no list a page could show', () => {
  it('still get a detail page, and no list page', () => {
    expect(route('album.detail')?.path).toBe('/albums/:id')
    expect(route('album.list')).toBeUndefined()
  })

  it('links by id when the path says it takes an id (`{id}`), though items have names', () => {
    expect(model.kinds.album?.identityField).toBe('id')
    expect(model.kinds.album?.labelField).toBe('name')
  })
})

describe('sub-lists below items that share a key’s name', () => {
  it('nest each below the item whose path they continue', () => {
    const tracks = registry.routes.find((def) => def.path.endsWith('/tracks'))
    const concerts = registry.routes.find((def) => def.path.endsWith('/concerts'))
    expect(tracks).toMatchObject({ path: '/albums/:id/tracks', parent: 'album.detail' })
    expect(concerts).toMatchObject({ path: '/artists/:id/concerts', parent: 'artist.detail' })
  })
})

describe('mock data for items made of several allOf members', () => {
  it('holds the fields of every member', () => {
    const seed = buildSeed(normalized, registry, model.operations, model.items)
    expect(seed.album?.[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      label: expect.any(String),
      total_tracks: expect.any(Number),
    })
  })
})
