// @vitest-environment node
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { unwrapSingleAllOf } from '../../../codegen/normalize/all-of.ts'
import { addPlatformFormats } from '../fixtures/platform-ajv.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import { rewriteNullable } from '../../../codegen/normalize/nullable.ts'
import { rewriteUnion } from '../../../codegen/normalize/unions.ts'
import { resolveRef, type Document, type Schema } from '../../../codegen/util/openapi.ts'
import { loadNexus } from './helpers.ts'
import { restThings } from './fixtures/rest-things.ts'

const noRefs = () => undefined

describe('normalize', () => {
  it('keeps a pointer written against the published document leading through a nullable field', () => {
    // DigitalOcean's firewall form refers to `…/inbound_rules/items/allOf/0`, and normalizing
    // rewrote the nullable `inbound_rules` as `anyOf: [its schema, null]`
    const rule = { type: 'object', properties: { ports: { type: 'string' } } }
    const published = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: {
        schemas: {
          Firewall: {
            type: 'object',
            properties: {
              inbound_rules: {
                type: 'array',
                nullable: true,
                items: { allOf: [rule, { type: 'object', properties: { sources: {} } }] },
              },
            },
          },
        },
      },
    } as unknown as Document
    const normalized = normalizeDocument(structuredClone(published))
    const pointer = '#/components/schemas/Firewall/properties/inbound_rules/items/allOf/0'
    expect(resolveRef(published, pointer)).toEqual(rule)
    expect(resolveRef(normalized, pointer)).toEqual(rule)
  })

  it('rewrites nullable into anyOf with null, keeping description and default', () => {
    expect(
      rewriteNullable({ $ref: '#/x', nullable: true, description: 'd', default: null }),
    ).toEqual({
      description: 'd',
      default: null,
      anyOf: [{ $ref: '#/x' }, { type: 'null' }],
    })
    expect(rewriteNullable({ type: 'string', nullable: false })).toEqual({ type: 'string' })
  })

  it('unwraps a single allOf and keeps its siblings', () => {
    expect(unwrapSingleAllOf({ allOf: [{ $ref: '#/a' }], description: 'why' })).toEqual({
      $ref: '#/a',
      description: 'why',
    })
    const two = { allOf: [{ $ref: '#/a' }, { $ref: '#/b' }] }
    expect(unwrapSingleAllOf(two)).toBe(two)
  })

  it('titles tagged union variants and adds a discriminator', () => {
    const variant = (tag: string, extra: Record<string, Schema> = {}): Schema => ({
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', enum: [tag] }, ...extra },
    })
    const result = rewriteUnion({ oneOf: [variant('ip_pool'), variant('default')] }, noRefs)
    expect(result.discriminator).toEqual({ propertyName: 'type' })
    expect(result.oneOf?.map((v) => v.title)).toEqual(['IP pool', 'Default'])
  })

  it('labels documented enums from short descriptions, else from values', () => {
    const short = rewriteUnion(
      {
        oneOf: [
          { type: 'string', enum: ['a'], description: 'Sort up.' },
          { type: 'string', enum: ['b'], description: 'Sort down' },
        ],
      },
      noRefs,
    )
    expect(short.oneOf?.map((v) => v.title)).toEqual(['Sort up', 'Sort down'])
    const long = rewriteUnion(
      {
        oneOf: [
          { type: 'string', enum: ['run_state'], description: 'x'.repeat(80) },
          { type: 'string', enum: ['b'] },
        ],
      },
      noRefs,
    )
    expect(long.oneOf?.map((v) => v.title)).toEqual(['Run state', 'B'])
  })

  it('pins declared discriminator mappings onto $ref variants', () => {
    const document = normalizeDocument(restThings as unknown as Document)
    const shape = document.components?.schemas?.Shape
    expect(shape?.discriminator).toEqual({ propertyName: 'kind' })
    expect(shape?.oneOf?.[0]).toMatchObject({
      title: 'Circle',
      properties: { kind: { enum: ['circle'] } },
    })
    const ajv = addPlatformFormats(addFormats(new Ajv({ discriminator: true, strict: false })))
    ajv.addSchema({ $id: 'things', components: document.components } as object)
    const validate = ajv.getSchema('things#/components/schemas/Shape')
    if (validate === undefined) throw new Error('Shape did not compile')
    expect(validate({ kind: 'square', side: 2 })).toBe(true)
    expect(validate({ kind: 'triangle' })).toBe(false)
  })

  it('leaves no nullable in nexus and compiles every request body with ajv', async () => {
    const { model } = await loadNexus()
    const document = model.document
    expect(document.openapi).toBe('3.1.0')
    expect(JSON.stringify(document)).not.toContain('"nullable"')
    expect(document.paths?.['/v1/instances']?.get?.['x-dropshot-pagination']).toEqual({
      required: ['project'],
    })
    const ajv = addPlatformFormats(addFormats(new Ajv({ discriminator: true, strict: false })))
    ajv.addSchema({ $id: 'doc', components: document.components } as object)
    const bodies = [...model.operations.values()].filter(
      (op) => op.ref.body?.schemaName !== undefined,
    )
    expect(bodies.length).toBeGreaterThan(70)
    for (const op of bodies) {
      const compile = () =>
        ajv.compile({ $ref: `doc#/components/schemas/${op.ref.body?.schemaName}` })
      expect(compile).not.toThrow()
    }
    const createInstance = ajv.getSchema('doc#/components/schemas/InstanceCreate')
    expect(
      createInstance?.({
        name: 'db1',
        description: '',
        hostname: 'db1',
        ncpus: 2,
        memory: 2 ** 30,
        boot_disk: null,
      }),
    ).toBe(true)
    expect(
      createInstance?.({ name: 'db1', description: '', hostname: 'db1', ncpus: 70000, memory: 1 }),
    ).toBe(false)
  })
})
