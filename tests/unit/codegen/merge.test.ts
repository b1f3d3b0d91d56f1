// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import { loadManifest, mergeManifestFiles } from '../../../codegen/merge/manifest-load.ts'
import { FIXTURES, loadNexus, strictMergeErrors } from './helpers.ts'

const manifestFile = path.join(FIXTURES, 'manifest.yaml')

function manifestOf(kinds: unknown, extra: Record<string, unknown> = {}) {
  return mergeManifestFiles([{ file: 'm.yaml', content: { kinds, ...extra } }])
}

async function errorsOf(manifest: ReturnType<typeof manifestOf>): Promise<string[]> {
  const { model } = await loadNexus()
  return strictMergeErrors(model, manifest)
}

describe('merge', () => {
  it('refines inferred kinds with the manifest', async () => {
    const { model } = await loadNexus()
    const { registry, warnings } = mergeManifest(model, loadManifest(manifestFile), {
      strict: true,
    })
    expect(warnings).toEqual([])
    expect(registry.apiVersion).toBe('20251208.0.0')
    const instance = registry.kinds.instance
    expect(instance?.columns).toEqual([
      { field: 'name', header: 'Name', type: 'name', linkTo: 'instance.detail' },
      { field: 'runState', header: 'State', type: 'state' },
      { field: 'memory', header: 'Memory', type: 'bytes' },
      { field: 'timeCreated', header: 'Time created', type: 'date' },
    ])
    expect(instance?.properties.map((p) => p.header)).toEqual(['ID', 'CPUs', 'Memory'])
    expect(instance?.forms.create).toMatchObject({
      order: ['name', 'description', 'hostname'],
      hidden: ['ssh_public_keys'],
    })
    expect(instance?.states).toMatchObject({
      field: 'runState',
      transitional: ['creating', 'starting', 'stopping', 'rebooting'],
      success: ['running'],
      danger: ['failed', 'destroyed'],
      idle: ['stopped', 'failed', 'destroyed'],
    })
    expect(instance?.actions).toEqual([
      {
        name: 'start',
        label: 'Start',
        operation: 'instance_start',
        allowedStates: ['stopped', 'failed'],
        confirm: { title: 'Start instance', message: 'Start {name}?', confirmLabel: 'Start' },
        successToast: 'Starting instance {name}',
      },
      {
        name: 'delete',
        label: 'Delete',
        operation: 'instance_delete',
        allowedStates: ['stopped', 'failed'],
        danger: true,
      },
    ])
    expect(registry.kinds.disk?.states?.field).toBe('state.state')
    // operations of two prefixes joined into one kind; the leftover inferred kind is gone
    expect(registry.kinds.alertReceiver?.ops.create?.id).toBe('webhook_receiver_create')
    expect(registry.kinds.webhookReceiver).toBeUndefined()
  })

  it('builds routes with parents, crumbs, tabs and layouts, and the nav', async () => {
    const { model } = await loadNexus()
    const { registry } = mergeManifest(model, loadManifest(manifestFile), { strict: true })
    const byId = Object.fromEntries(registry.routes.map((route) => [route.id, route]))
    expect(byId['project.create']).toMatchObject({
      parent: 'project.list',
      modal: true,
      crumb: { label: 'New project' },
      layout: 'silo',
    })
    expect(byId['project.edit']).toMatchObject({
      parent: 'project.list',
      crumb: { label: 'Edit' },
      layout: 'silo', // a side modal keeps its parent's layout
    })
    expect(byId['instance.index']).toMatchObject({
      page: { type: 'redirect', to: '/projects/:project/instances/:instance/storage' },
      crumb: null,
    })
    expect(byId['instance.tab.storage']).toMatchObject({
      path: '/projects/:project/instances/:instance/storage',
      parent: 'instance.detail',
      tab: 'Storage',
      page: { type: 'list', kind: 'disk', operation: 'instance_disk_list' },
    })
    expect(byId['system.issues']).toMatchObject({ layout: 'system', crumb: { label: 'Issues' } })
    expect(byId.root?.crumb).toBeNull()
    expect(registry.nav.map((section) => section.layout)).toEqual(['project', 'silo'])
    expect(registry.nav[0]?.items[0]).toMatchObject({
      label: 'Instances',
      to: '/projects/:project/instances',
    })
    // every instance page lies under the item's path, by which the nav finds it: none is named
    expect(registry.nav[0]?.items[0]?.activeFor).toBeUndefined()
  })

  it('replaces a route by a named page that keeps its type, and refuses one with no kind', async () => {
    const { model } = await loadNexus()
    const instance = {
      routes: {
        list: '/projects/:project/instances',
        detail: '/projects/:project/instances/:instance',
        override: { detail: 'instance-page' },
        tabs: [
          {
            path: 'storage',
            label: 'Storage',
            list: { kind: 'disk', operation: 'instance_disk_list' },
            override: 'instance-storage',
          },
        ],
      },
    }
    const { registry } = mergeManifest(model, manifestOf({ instance, disk: {} }), { strict: true })
    const byId = Object.fromEntries(registry.routes.map((route) => [route.id, route]))
    // the detail stays a detail (its tabs, its crumb by the instance's name), shown by the page
    expect(byId['instance.detail']).toMatchObject({
      page: { type: 'detail', kind: 'instance', override: 'instance-page' },
      crumb: { param: 'instance' },
    })
    expect(byId['instance.tab.storage']?.page).toEqual({
      type: 'list',
      kind: 'disk',
      operation: 'instance_disk_list',
      override: 'instance-storage',
    })
    expect(byId['instance.list']?.page).toEqual({ type: 'list', kind: 'instance' })
    const redirect = { id: 'old', path: '/old', redirect: '/projects', override: 'old-page' }
    const errors = await errorsOf(manifestOf({}, { routes: [redirect] }))
    expect(errors.join('\n')).toMatch(
      /routes\[0\]\.override: a redirect or placeholder page cannot be replaced/,
    )
  })

  it('names the file and entry of an unknown field, with the known ones', async () => {
    const errors = await errorsOf(manifestOf({ instance: { columns: ['name', 'ncpu'] } }))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^m\.yaml: kinds\.instance\.columns\[1\]: unknown field "ncpu" in Instance \(known: .*ncpus/,
    )
  })

  it('takes the sort parameter the manifest names, and refuses one whose values are no orders', async () => {
    const { model } = await loadNexus()
    const { registry } = mergeManifest(
      model,
      manifestOf({ instance: { sortParam: 'sort_by', columns: ['name'] } }),
      { strict: true },
    )
    expect(registry.kinds.instance?.ops.list?.sort).toMatchObject({
      param: 'sort_by',
      modes: expect.arrayContaining([
        { value: 'name_descending', field: 'name', descending: true },
      ]) as unknown,
    })
    const errors = await errorsOf(manifestOf({ instance: { sortParam: 'project' } }))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^m\.yaml: kinds\.instance\.sortParam: "project" is no query parameter of instance_list whose values name a field and a direction/,
    )
  })

  it('gates an action on a list of the item, and refuses a rule that names no list', async () => {
    const { model } = await loadNexus()
    const rule = { empty: 'ip_pool_range_list', reason: 'An IP pool with ranges cannot be deleted' }
    const { registry } = mergeManifest(
      model,
      manifestOf({ ipPool: { actions: [{ name: 'delete', requires: [rule] }] } }),
      { strict: true },
    )
    expect(registry.kinds.ipPool?.actions[0]?.requires).toEqual([rule])

    const errors = await errorsOf(
      manifestOf({
        ipPool: {
          actions: [
            {
              name: 'delete',
              requires: [
                { empty: 'ip_pool_view', reason: 'Not a list' },
                { empty: 'ip_pool_range_list', field: 'name', set: true, reason: 'Both' },
              ],
            },
          ],
        },
      }),
    )
    expect(errors).toEqual([
      'm.yaml: kinds.ipPool.actions[0].requires[0].empty: operation "ip_pool_view" returns no list',
      'm.yaml: kinds.ipPool.actions[0].requires[1]: a rule needs a `reason` and one of `field` or `empty`',
    ])
  })

  it('gates an action on the rows of another list that point at the item: an image in use', async () => {
    const { model } = await loadNexus()
    const rule = { empty: 'disk_list', where: 'image_id', reason: 'Disks made from it' }
    const { registry } = mergeManifest(
      model,
      manifestOf({ image: { actions: [{ name: 'delete', requires: [rule] }] } }),
      { strict: true },
    )
    expect(registry.kinds.image?.actions[0]?.requires).toEqual([{ ...rule, where: 'imageId' }])

    const errors = await errorsOf(
      manifestOf({
        image: {
          actions: [
            {
              name: 'delete',
              requires: [
                { empty: 'disk_list', where: 'image', reason: 'No such field' },
                { field: 'os', set: true, where: 'image_id', reason: 'Not a list rule' },
              ],
            },
          ],
        },
      }),
    )
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(
      /^m\.yaml: kinds\.image\.actions\[0\]\.requires\[0\]\.where: the rows of "disk_list" have no field "image" \(known: .*image_id/,
    )
    expect(errors[1]).toBe(
      'm.yaml: kinds.image.actions[0].requires[1].where: `where` belongs to an `empty` rule',
    )
  })

  it('sends an item field that is the whole body, with no form: an IP range removed', async () => {
    const { model } = await loadNexus()
    const { registry } = mergeManifest(
      model,
      manifestOf({
        ipPoolRange: {
          ops: { list: 'ip_pool_range_list' },
          actions: [{ name: 'remove', operation: 'ip_pool_range_remove' }],
        },
      }),
      { strict: true },
    )
    const remove = registry.kinds.ipPoolRange?.actions.find((action) => action.name === 'remove')
    expect(remove).toMatchObject({ operation: 'ip_pool_range_remove', bodyField: 'range' })
    expect(remove?.form).toBeUndefined()
  })

  it('rejects unknown operations, states outside the enum and bad routes', async () => {
    const errors = await errorsOf(
      manifestOf({
        instance: {
          ops: { list: 'instance_lst' },
          states: { field: 'run_state', transitional: ['booting'] },
          routes: {
            list: 'projects/:project/instances',
            detail: '/projects/:project/instances/:id',
          },
        },
      }),
    )
    expect(errors).toEqual(
      expect.arrayContaining([
        'm.yaml: kinds.instance.ops.list: unknown operation "instance_lst" (nearest: instance_list)',
        expect.stringMatching(
          /^m\.yaml: kinds\.instance\.states\.transitional\[0\]: state "booting" is not one of creating/,
        ),
        'm.yaml: kinds.instance.routes.list: route "projects/:project/instances" must be an absolute path',
        'm.yaml: kinds.instance.routes.detail: route "/projects/:project/instances/:id" has no :instance (instance_view needs instance); page left out',
      ]),
    )
  })

  it('seeds update bodies from item fields and places edit routes anywhere', async () => {
    const { model } = await loadNexus()
    const manifest = manifestOf(
      { instance: { forms: { update: { seed: { boot_disk: 'boot_disk_id' } } } } },
      {
        routes: [
          {
            id: 'instance.settings.edit',
            path: '/projects/:project/instances/:instance/settings/edit',
            edit: 'instance',
            modal: true,
          },
        ],
      },
    )
    const { registry } = mergeManifest(model, manifest, { strict: true })
    expect(registry.kinds.instance?.forms.update?.seed).toEqual({ boot_disk: 'boot_disk_id' })
    expect(registry.routes.find((r) => r.id === 'instance.settings.edit')?.page).toEqual({
      type: 'edit',
      kind: 'instance',
    })
    const errors = await errorsOf(
      manifestOf({ instance: { forms: { update: { seed: { boot_disc: 'boot_disk_id' } } } } }),
    )
    expect(errors[0]).toMatch(
      /kinds\.instance\.forms\.update\.seed\[0\]: unknown field "boot_disc"/,
    )
  })

  it('shows the properties an update form declares, named on the wire, read-only', async () => {
    const { model } = await loadNexus()
    const manifest = manifestOf({
      instance: {
        properties: ['id', 'description', 'ncpus', 'time_created'],
        forms: { update: { show: ['time_created', 'ncpus'] } },
      },
    })
    const { registry } = mergeManifest(model, manifest, { strict: true })
    // in the manifest's order, as the properties name them
    expect(registry.kinds.instance?.forms.update?.show).toEqual(['timeCreated', 'ncpus'])
    const errors = await errorsOf(
      manifestOf({
        instance: { properties: ['id', 'ncpus'], forms: { update: { show: ['memory'] } } },
      }),
    )
    expect(errors[0]).toMatch(
      /kinds\.instance\.forms\.update\.show\[0\]: "memory" is not one of the kind's properties/,
    )
  })

  it('puts a kind in the nav section it names, after the declared ones', async () => {
    const { model } = await loadNexus()
    const manifest = manifestOf(
      {
        instance: {
          routes: { list: '/projects/:project/instances' },
          nav: { layout: 'project', section: 'Compute', label: 'VMs' },
        },
        project: { routes: { list: '/projects' }, nav: { layout: 'silo', label: 'Projects' } },
      },
      { nav: [{ layout: 'silo', heading: 'Silo' }] },
    )
    const { registry } = mergeManifest(model, manifest, { strict: true })
    expect(
      registry.nav.map((section) => [section.heading, section.items.map((i) => i.label)]),
    ).toEqual([
      [{ label: 'Silo' }, ['Projects']],
      [{ label: 'Compute' }, ['VMs']],
    ])
  })

  it('rejects an unknown kind in a page', async () => {
    const errors = await errorsOf(
      manifestOf({}, { routes: [{ id: 'x', path: '/x', list: { kind: 'gizmo' } }] }),
    )
    expect(errors).toEqual(['m.yaml: routes[0].list.kind: unknown kind "gizmo"'])
  })

  it('turns missing references into warnings and drops them when not strict', async () => {
    const { model } = await loadNexus()
    const manifest = manifestOf({
      instance: { columns: ['name', 'ncpu'], extraOps: ['instance_teleport'] },
    })
    const { registry, warnings } = mergeManifest(model, manifest, { strict: false })
    expect(warnings).toEqual([
      expect.stringMatching(
        /^m\.yaml: kinds\.instance\.extraOps\[0\]: unknown operation "instance_teleport" \(/,
      ),
      expect.stringContaining('kinds.instance.columns[1]: unknown field "ncpu"'),
    ])
    expect(registry.kinds.instance?.columns.map((column) => column.field)).toEqual(['name'])
  })

  it('refuses a kind defined in two files', () => {
    expect(() =>
      mergeManifestFiles([
        { file: 'a.yaml', content: { kinds: { disk: {} } } },
        { file: 'b.yaml', content: { kinds: { disk: {} } } },
      ]),
    ).toThrow('b.yaml: kinds.disk: kind "disk" is already defined in a.yaml')
  })
})
