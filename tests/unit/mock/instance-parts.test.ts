// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { snapshotReadyAfterMs } from '../../../mock/behaviours/snapshot-create.ts'
import { call, serveWorldMock, world } from './world.ts'

serveWorldMock()

const nics = '/v1/network-interfaces'
const ofStopped = 'instance=stopped-one&project=mock-project'
const newNic = { name: 'second', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' }

describe('network interfaces', () => {
  it('are created only while the instance is stopped, secondary after the first', async () => {
    const refused = await call('POST', `${nics}?instance=db1&project=mock-project`, newNic)
    expect(refused.status).toBe(400)
    const created = await call('POST', `${nics}?${ofStopped}`, newNic)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ primary: false, instance_id: world.stoppedOne })
    expect(created.body.ip).toMatch(/^10\.1\.1\.\d+$/)
    expect((await call('POST', `${nics}?${ofStopped}`, newNic)).status).toBe(400)
  })

  it('make a secondary primary, demoting the old primary, and delete the primary last', async () => {
    await call('POST', `${nics}?${ofStopped}`, newNic)
    const nic = (name: string) => `${nics}/${name}?${ofStopped}`
    expect((await call('PUT', nic('stopped-nic'), { primary: false })).status).toBe(400)
    const promoted = await call('PUT', nic('second'), { primary: true })
    expect(promoted.body.primary).toBe(true)
    expect((await call('GET', nic('stopped-nic'))).body.primary).toBe(false)
    expect((await call('DELETE', nic('second'))).status).toBe(400)
    expect((await call('DELETE', nic('stopped-nic'))).status).toBe(204)
    expect((await call('DELETE', nic('second'))).status).toBe(204)
  })

  it('refuse changes while the instance runs', async () => {
    const path = `${nics}/db1-nic-2?instance=db1&project=mock-project`
    expect((await call('PUT', path, { primary: true })).status).toBe(400)
    expect((await call('DELETE', path)).status).toBe(400)
  })
})

describe('images', () => {
  it('promotes a project image to the silo and demotes it back', async () => {
    const promoted = await call('POST', '/v1/images/arch-2024/promote?project=mock-project')
    expect(promoted.status).toBe(202)
    expect(promoted.body.project_id).toBeNull()
    expect((await call('GET', '/v1/images')).body.items).toHaveLength(3)
    const demoted = await call('POST', '/v1/images/arch-2024/demote?project=mock-project')
    expect(demoted.body.project_id).toBe(world.mockProject)
    expect((await call('POST', '/v1/images/debian-12/demote')).status).toBe(400)
  })
})

describe('snapshots', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it('are taken from a disk, creating and then ready', async () => {
    const body = { name: 'snap-new', description: '', disk: 'disk-1' }
    const created = await call('POST', '/v1/snapshots?project=mock-project', body)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ state: 'creating', size: 21474836480 })
    vi.advanceTimersByTime(snapshotReadyAfterMs)
    const view = await call('GET', '/v1/snapshots/snap-new?project=mock-project')
    expect(view.body.state).toBe('ready')
    const missing = { ...body, name: 'snap-2', disk: 'no-such-disk' }
    expect((await call('POST', '/v1/snapshots?project=mock-project', missing)).status).toBe(404)
  })
})

describe('affinity', () => {
  const members = '/v1/anti-affinity-groups/set-apart/members'

  it('lists, adds and removes members, and lists an instance’s groups', async () => {
    const listed = await call('GET', `${members}?project=mock-project`)
    expect(listed.body.items.map((m: { value: { name: string } }) => m.value.name)).toEqual([
      'db1',
      'stopped-one',
    ])
    // spec §4: only a stopped instance is added to a group
    const failed = await call('POST', `${members}/instance/you-fail?project=mock-project`)
    expect(failed.status).toBe(400)
    expect(failed.body.message).toBe('instance must be stopped to be added to a group')
    const add = `${members}/instance/stopped-one?project=mock-project`
    expect((await call('DELETE', add)).status).toBe(204)
    expect((await call('GET', add)).status).toBe(404)
    expect((await call('POST', add)).status).toBe(201)
    expect((await call('POST', add)).status).toBe(400)
    const groups = await call(
      'GET',
      '/v1/instances/stopped-one/anti-affinity-groups?project=mock-project',
    )
    expect(groups.body.items.map((g: { name: string }) => g.name)).toEqual(['set-apart'])
    const affinity = await call('GET', '/v1/instances/db1/affinity-groups?project=mock-project')
    expect(affinity.body.items.map((g: { name: string }) => g.name)).toEqual(['romulus'])
  })
})
