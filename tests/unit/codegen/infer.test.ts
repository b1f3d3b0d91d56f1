// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inferModel } from '../../../codegen/infer/index.ts'
import { deriveOperationId } from '../../../codegen/infer/operation-ids.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import type { Document } from '../../../codegen/util/openapi.ts'
import { restThings } from './fixtures/rest-things.ts'
import { loadNexus } from './helpers.ts'

describe('infer on nexus.json', () => {
  it('finds the instance kind with its operations, actions and pagination', async () => {
    const { model } = await loadNexus()
    const instance = model.kinds.instance
    expect(instance).toBeDefined()
    expect(Object.keys(instance?.ops ?? {}).sort()).toEqual([
      'create',
      'delete',
      'list',
      'update',
      'view',
    ])
    expect(instance?.ops.list?.paginated).toEqual({ requiredOnFirstPage: ['project'] })
    expect(instance?.ops.list?.queryParams).toContainEqual({
      name: 'project',
      required: false,
      selector: true,
    })
    expect(instance?.key).toBe('instance')
    expect(instance?.identityField).toBe('name')
    const actions = instance?.actions.map((action) => action.name) ?? []
    expect(actions).toEqual(expect.arrayContaining(['start', 'stop', 'reboot', 'delete']))
    expect(instance?.states?.field).toBe('runState')
    expect(instance?.states?.values).toContain('running')
    expect(instance?.scopeFields).toEqual({ project: 'project_id' })
    expect(instance?.forms.create?.operation).toBe('instance_create')
  })

  it('reads nested state unions and sub-lists', async () => {
    const { model } = await loadNexus()
    expect(model.kinds.disk?.states?.field).toBe('state.state')
    expect(model.kinds.disk?.states?.values).toContain('attached')
    // with no manifest, badges and utilization read the states' words
    expect(model.kinds.disk?.states).toMatchObject({
      success: ['attached'],
      danger: expect.arrayContaining(['faulted', 'destroyed']),
      idle: ['destroyed'],
    })
    // `instance_disk_list` returns disks: no kind of its own, listed on both disk and instance
    expect(model.kinds.instanceDisk).toBeUndefined()
    expect(model.kinds.disk?.extraOps.instance_disk_list).toBeDefined()
    expect(model.kinds.instance?.extraOps.instance_disk_list).toBeDefined()
  })

  it('handles irregular operation ids sensibly', async () => {
    const { model } = await loadNexus()
    expect(model.kinds.currentUser?.singleton).toBe(true)
    expect(model.kinds.sled?.extraOps.sled_list_uninitialized).toBeDefined()
    expect(model.kinds.vpcSubnet?.extraOps.vpc_subnet_list_network_interfaces).toBeDefined()
    const bare = model.operations.get('networking_bgp_status')?.ref
    expect(bare?.returnsList).toBe(true)
    expect(bare?.paginated).toBeUndefined()
    expect(model.operations.get('instance_external_ip_list')?.ref.paginated).toBeUndefined()
    expect(model.operations.get('webhook_secrets_list')?.ref.listField).toBe('secrets')
  })

  it('produces unique kinds and browsable routes', async () => {
    const { model } = await loadNexus()
    const ids = model.routes.map((route) => route.id)
    expect(new Set(ids).size).toBe(ids.length)
    const byId = Object.fromEntries(model.routes.map((route) => [route.id, route]))
    expect(byId['instance.list']).toMatchObject({
      path: '/projects/:project/instances',
      layout: 'project',
      crumb: { label: 'Instances' },
    })
    expect(byId['instance.create']).toMatchObject({
      path: '/projects/:project/instances-new',
      parent: 'instance.list',
      modal: true,
      crumb: { label: 'New instance' },
    })
    expect(byId['instance.detail']).toMatchObject({
      path: '/projects/:project/instances/:instance',
      crumb: { param: 'instance' },
    })
    expect(byId['instance.edit']).toMatchObject({
      parent: 'instance.list',
      crumb: { label: 'Edit' },
    })
    expect(byId['vpcSubnet.list']).toMatchObject({
      path: '/projects/:project/vpcs/:vpc/subnets',
      parent: 'vpc.detail',
      tab: 'VPC Subnets',
    })
    expect(byId['silo.list']?.layout).toBe('system')
    const project = model.nav.find((section) => section.layout === 'project')
    expect(project?.heading).toEqual({ param: 'project' })
    expect(project?.items.map((item) => item.to)).toContain('/projects/:project/instances')
  })
})

describe('infer on another shape', () => {
  const model = inferModel(normalizeDocument(restThings as unknown as Document))

  it('derives operation names from method and path', () => {
    expect(deriveOperationId('get', '/v2/things', true)).toBe('thing_list')
    expect(deriveOperationId('put', '/v2/things/{id}', false)).toBe('thing_update')
    expect(deriveOperationId('post', '/v2/things/{id}/start', false)).toBe('thing_start')
    expect([...model.operations.keys()].sort()).toEqual([
      'thing_create',
      'thing_delete',
      'thing_list',
      'thing_part_list',
      'thing_start',
      'thing_update',
      'thing_view',
    ])
  })

  it('yields kinds, routes and forms', () => {
    const thing = model.kinds.thing
    expect(Object.keys(thing?.ops ?? {}).sort()).toEqual([
      'create',
      'delete',
      'list',
      'update',
      'view',
    ])
    expect(thing?.ops.list?.returnsList).toBe(true)
    expect(thing?.ops.list?.paginated).toEqual({
      requiredOnFirstPage: [],
      offset: { totalField: 'total' },
    })
    expect(thing?.key).toBe('id')
    expect(thing?.identityField).toBe('id')
    expect(thing?.labelField).toBe('label')
    expect(thing?.columns.map((column) => column.field)).toEqual([
      'id',
      'label',
      'status',
      'createdAt',
    ])
    expect(thing?.states?.field).toBe('status')
    expect(thing?.actions.map((action) => action.name)).toEqual(['start', 'delete'])
    expect(thing?.forms.create).toMatchObject({
      id: 'thing-create',
      operation: 'thing_create',
      title: 'Create thing',
    })
    expect(model.kinds.thingPart?.ops.list?.path).toBe('/v2/things/{id}/parts')
    const paths = Object.fromEntries(model.routes.map((route) => [route.id, route.path]))
    expect(paths).toMatchObject({
      'thing.list': '/things',
      'thing.create': '/things-new',
      'thing.detail': '/things/:id',
      'thing.edit': '/things/:id/edit',
      'thingPart.list': '/things/:id/parts',
      home: '/',
    })
    expect(model.nav[0]?.items.map((item) => item.to)).toEqual(['/things'])
  })
})
