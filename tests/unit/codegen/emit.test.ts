// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildForm } from '../../../codegen/emit/forms.ts'
import { emitModels } from '../../../codegen/emit/models.ts'
import { buildRequestSchemas } from '../../../codegen/emit/requests.ts'
import { buildSeed } from '../../../codegen/emit/seed/index.ts'
import { registryWithoutManifest } from '../../../codegen/merge/index.ts'
import { inferModel } from '../../../codegen/infer/index.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import type { Document } from '../../../codegen/util/openapi.ts'
import { restThings } from './fixtures/rest-things.ts'
import { loadNexus } from './helpers.ts'

describe('emit', () => {
  it('cuts a form schema with only what the body reaches, hidden fields removed', async () => {
    const { model } = await loadNexus()
    const op = model.operations.get('instance_create')
    if (op === undefined) throw new Error('no instance_create')
    const form = buildForm(model.document, op, {
      id: 'instance-create',
      kind: 'instance',
      operation: 'instance_create',
      order: ['name', 'description', 'nope'],
      hidden: ['ssh_public_keys'],
    })
    const properties = form?.schema.properties ?? {}
    expect(properties.ssh_public_keys).toBeUndefined()
    expect(properties.time_created).toBeUndefined()
    expect(properties.ncpus?.title).toBe('CPUs')
    expect(properties.boot_disk?.title).toBe('Boot disk')
    expect(form?.uiSchema).toEqual({ 'ui:order': ['name', 'description', '*'] })
    const definitions = Object.keys((form?.schema.definitions as object | undefined) ?? {})
    expect(definitions).toContain('NameOrId')
    expect(definitions).toContain('DiskSource')
    expect(definitions).not.toContain('Instance')
    expect(definitions.length).toBeLessThan(40)
    expect(JSON.stringify(form)).not.toContain('#/components/')
  })

  it('emits request schemas by operation for the mock', async () => {
    const { model } = await loadNexus()
    const requests = buildRequestSchemas(model.document, model.operations)
    expect(requests.bodies.project_create).toEqual({ $ref: '#/definitions/ProjectCreate' })
    expect(requests.params.instance_list?.query.project).toEqual({ $ref: '#/definitions/NameOrId' })
    expect(requests.params.instance_view?.path.instance).toBeDefined()
    expect(requests.definitions.ProjectCreate).toBeDefined()
    expect(requests.definitions.Instance).toBeUndefined()
  })

  it('writes one model alias per component schema', () => {
    const text = emitModels(restThings as unknown as Document, '../contract')
    expect(text).toContain("import type { components } from './api'")
    expect(text).toContain("export type Thing = Camelize<components['schemas']['Thing']>")
  })

  it('synthesises the same seed on every run, with ids pointing at seeded parents', async () => {
    const { model } = await loadNexus()
    const registry = registryWithoutManifest(model)
    const first = buildSeed(model.document, registry, model.operations, model.items)
    const second = buildSeed(model.document, registry, model.operations, model.items)
    expect(JSON.stringify(first)).toBe(JSON.stringify(second))
    const instances = first.instance as {
      name: string
      project_id: string
      time_created: string
      time_modified: string
    }[]
    const projectIds = (first.project as { id: string }[]).map((project) => project.id)
    expect(instances).toHaveLength(3)
    expect(instances[0]?.name).toBe('instance-1')
    expect(projectIds).toContain(instances[0]?.project_id)
    expect(Date.parse(instances[0]?.time_modified ?? '')).toBeGreaterThanOrEqual(
      Date.parse(instances[0]?.time_created ?? ''),
    )
    const disk = (first.disk as { size: number }[])[0]
    expect((disk?.size ?? 0) % 1024 ** 3).toBe(0)
  })

  it('seeds from the document examples when it has them', () => {
    const document = structuredClone(restThings) as unknown as Document
    const list = document.paths?.['/v2/things']?.get?.responses?.['200']
    const media = list?.content?.['application/json']
    if (media === undefined) throw new Error('fixture changed')
    media.examples = { world: { value: { items: [{ id: 'x', label: 'from-example' }] } } }
    const model = inferModel(normalizeDocument(document))
    const seed = buildSeed(
      model.document,
      registryWithoutManifest(model),
      model.operations,
      model.items,
    )
    expect(seed.thing).toEqual([{ id: 'x', label: 'from-example' }])
  })

  it('synthesises with the examples of fields: times as times, text as given', () => {
    const document = structuredClone(restThings) as unknown as Document
    const thing = document.components?.schemas?.Thing
    if (thing?.properties === undefined) throw new Error('fixture changed')
    // as Hetzner writes them: a time by example only, a nullable text, an embedded named object
    thing.properties.updated = { type: 'string', example: '2025-10-15T13:52:35.325Z' }
    thing.properties.window = { type: 'string', nullable: true, example: '22-02' }
    thing.properties.location = {
      type: 'object',
      properties: { name: { type: 'string', example: 'fsn1' } },
    }
    const model = inferModel(normalizeDocument(document))
    const registry = registryWithoutManifest(model)
    const seed = buildSeed(model.document, registry, model.operations, model.items)
    const things = seed.thing as { updated: string; window: string; location: { name: string } }[]
    expect(things.map((item) => item.window)).toEqual(['22-02', '22-02', '22-02'])
    // a time differs per item; names never come from an example, they tell items apart
    expect(new Set(things.map((item) => item.updated)).size).toBe(3)
    expect(things.every((item) => !Number.isNaN(Date.parse(item.updated)))).toBe(true)
    expect(things.map((item) => item.location.name)).toEqual([
      'location-1',
      'location-2',
      'location-3',
    ])
    // and its column shows a date
    const column = registry.kinds.thing?.properties.find((def) => def.field === 'updated')
    expect(column?.type).toBe('date')
  })
})
