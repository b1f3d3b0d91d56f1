// @vitest-environment node
// One test per inference rule, on a small document shaped like other clouds' APIs (see
// tests/fixtures/harbor-api/openapi.yaml) rather than the platform's.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { inferModel, type Model } from '../../../codegen/infer/index.ts'
import { groupingOf } from '../../../codegen/infer/verbs.ts'
import { loadDocument } from '../../../codegen/load/index.ts'
import { registryWithoutManifest } from '../../../codegen/merge/index.ts'
import { placeOperations } from '../../../codegen/merge/placement.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import { pluralize, singularize } from '../../../codegen/util/names.ts'
import type { Registry } from '../../../src/contract/index.ts'
import { REPO_ROOT } from './helpers.ts'

const HARBOR = path.join(REPO_ROOT, 'tests/fixtures/harbor-api')

let model: Model
let registry: Registry

beforeAll(async () => {
  const loaded = await loadDocument(HARBOR)
  model = inferModel(normalizeDocument(loaded.document))
  registry = registryWithoutManifest(model)
}, 30_000)

const operation = (id: string) => {
  const info = model.operations.get(id)
  if (info === undefined) throw new Error(`no operation ${id}`)
  return info
}

describe('lists', () => {
  it('reads `{<plural>: [...], links, meta}` as a list of its array', () => {
    expect(operation('vessels_list').ref).toMatchObject({ returnsList: true, listField: 'vessels' })
    expect(operation('berths_list').ref).toMatchObject({ returnsList: true, listField: 'berths' })
  })

  it('takes the example rows from the envelope', () => {
    expect(operation('vessels_list').exampleItems).toHaveLength(2)
  })

  it('reads `{vessel: {...}}` as the one item it wraps', () => {
    expect(operation('vessels_get').ref.itemField).toBe('vessel')
    expect(operation('vessels_create').ref.itemField).toBe('vessel')
    expect(model.kinds.vessel?.properties.map((p) => p.field)).toContain('tonnage')
  })
})

describe('verbs', () => {
  it('reads other APIs’ verb words, checked against the method', () => {
    expect(groupingOf(operation('vessels_get'))).toEqual({ prefix: 'vessel', verb: 'view' })
    expect(groupingOf(operation('vessels_patch'))).toEqual({ prefix: 'vessel', verb: 'update' })
    expect(groupingOf(operation('vessels_destroy'))).toEqual({ prefix: 'vessel', verb: 'delete' })
    // `account_get` answers one object: a view, not a list
    expect(groupingOf(operation('account_get'))).toEqual({ prefix: 'account', verb: 'view' })
  })

  it('leaves articles and counts out of kind names, and takes the leading verb word', () => {
    const get = (id: string, path: string, returnsList = false) =>
      groupingOf({
        ...operation('vessels_get'),
        ref: { ...operation('vessels_get').ref, id, path, returnsList },
      })
    expect(get('get-an-album', '/albums/{id}')).toEqual({ prefix: 'album', verb: 'view' })
    expect(get('get-several-tracks', '/tracks', true)).toEqual({ prefix: 'track', verb: 'list' })
    // `show` is a verb word too: at the end of an id that starts with one it is the noun
    expect(get('get-a-show', '/shows/{id}')).toEqual({ prefix: 'show', verb: 'view' })
  })

  it('groups one kind from list, create, get, PATCH and destroy', () => {
    const ops = model.kinds.vessel?.ops
    expect(ops?.list?.id).toBe('vessels_list')
    expect(ops?.create?.id).toBe('vessels_create')
    expect(ops?.view?.id).toBe('vessels_get')
    expect(ops?.update).toMatchObject({ id: 'vessels_patch', method: 'patch' })
    expect(ops?.delete?.id).toBe('vessels_destroy')
    expect(model.kinds.vessel?.forms.update?.operation).toBe('vessels_patch')
  })

  it('makes a POST below an item that nothing reads an action of that item', () => {
    expect(model.kinds.vessel?.actions.map((action) => action.name)).toEqual(['dock', 'delete'])
  })
})

describe('nesting', () => {
  it('nests a list below an item as a tab of its detail page', () => {
    const inspections = registry.routes.find((def) => def.id === 'vesselInspection.list')
    expect(inspections).toMatchObject({
      path: '/vessels/:vesselId/inspections',
      parent: 'vessel.detail',
      tab: 'Vessel Inspections',
    })
  })
})

describe('names', () => {
  it('makes plurals and singulars of English words', () => {
    expect(pluralize('addon')).toBe('addons')
    expect(pluralize('registry')).toBe('registries')
    expect(pluralize('IP pool')).toBe('IP pools')
    expect(pluralize('switch port settings')).toBe('switch port settings')
    expect(singularize('registries')).toBe('registry')
    expect(singularize('addresses')).toBe('address')
  })

  it('titles kinds by their nouns, never by the verbs of their ids', () => {
    const titles = Object.values(model.kinds).map((kind) => kind.titlePlural)
    expect(titles.sort()).toEqual([
      'Accounts',
      'Berths',
      'Registries',
      'Vessel Inspections',
      'Vessels',
    ])
    expect(registry.nav.flatMap((section) => section.items.map((item) => item.label))).toEqual([
      'Account',
      'Berths',
      'Registries',
      'Vessels',
      'Other operations',
    ])
    expect(registry.nav[0]?.heading).toEqual({ label: 'Resources' })
  })
})

describe('columns', () => {
  it('shows what the items hold, and no ID column for kinds without ids', () => {
    // vessels are addressed by their numeric id: links carry it, and it is worth a column
    expect(model.kinds.vessel?.identityField).toBe('id')
    expect(model.kinds.registry?.columns.map((c) => c.field)).toEqual([
      'country',
      'authority',
      'openRegistry',
    ])
    expect(model.kinds.registry?.identityField).toBe('country')
    expect(model.kinds.vessel?.columns.map((c) => c.field)).toEqual([
      'id',
      'name',
      'status',
      'tonnage',
      'createdAt',
    ])
  })
})

describe('home and placement', () => {
  it('starts at a home page that lists the kinds', () => {
    expect(registry.routes.find((def) => def.path === '/')).toMatchObject({
      page: { type: 'home' },
      title: 'Harbor API',
    })
  })

  it('places every operation: a page, an action, or the other operations page', () => {
    const other = registry.routes.find((def) => def.page.type === 'operations')
    expect(other?.page.type === 'operations' && other.page.operations.map((op) => op.id)).toEqual([
      'reports_manifest_export',
    ])
    const { placed, unplaced } = placeOperations(model, registry, { byKind: false })
    expect([...unplaced.keys()]).toEqual([])
    expect(placed.get('vessels_dock')).toBe('Vessel action')
    expect(placed.size).toBe(model.operations.size)
  })

  it('says why an operation is nowhere when no page takes it', () => {
    const bare = {
      ...registry,
      routes: registry.routes.filter((def) => def.page.type !== 'operations'),
    }
    const { unplaced } = placeOperations(model, bare, { byKind: false })
    expect(unplaced.get('reports_manifest_export')).toMatch(/non-JSON body/)
  })
})

describe('summaries', () => {
  it('are kept only where a page shows them: the other operations page', () => {
    const shown = registry.routes.flatMap(({ page }) =>
      page.type === 'operations' ? page.operations.map((op) => [op.id, op.summary]) : [],
    )
    expect(shown).toEqual([
      ['reports_manifest_export', 'Export the harbor manifest as a spreadsheet'],
    ])
    // the document gives every operation one; the rest of the registry, which every page
    // loads first, goes without
    expect(operation('vessels_list').summary).toBe('List all vessels')
    const elsewhere = {
      ...registry,
      routes: registry.routes.filter((r) => r.page.type !== 'operations'),
    }
    expect(JSON.stringify(elsewhere)).not.toContain('"summary"')
  })
})
