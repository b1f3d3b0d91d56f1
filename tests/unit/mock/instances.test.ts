// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ids, serveFixtureMock } from './harness.ts'

const mock = serveFixtureMock()

const runState = async (name: string) =>
  (await api('GET', `/v1/instances/${name}?project=mock-project`)).body.run_state

describe('instance run state', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
  afterEach(() => vi.useRealTimers())

  it('stops through stopping to stopped', async () => {
    const answer = await api('POST', '/v1/instances/db1/stop?project=mock-project')
    expect(answer.status).toBe(202)
    expect(answer.body.run_state).toBe('stopping')
    await vi.advanceTimersByTimeAsync(2000)
    expect(await runState('db1')).toBe('stopping')
    await vi.advanceTimersByTimeAsync(1000)
    expect(await runState('db1')).toBe('stopped')
  })

  it('refuses to start a running instance, with the allowed states from the registry', async () => {
    const answer = await api('POST', '/v1/instances/db1/start?project=mock-project')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'instance must be stopped to start',
    })
  })

  it('creates an instance that moves creating → starting → running, with its disks', async () => {
    const created = await api('POST', '/v1/instances?project=mock-project', {
      name: 'fresh',
      description: '',
      hostname: 'fresh',
      ncpus: 2,
      memory: 2147483648,
      boot_disk: {
        type: 'create',
        name: 'fresh-boot',
        description: '',
        size: 10737418240,
        disk_source: { type: 'blank', block_size: 4096 },
      },
      disks: [{ type: 'attach', name: 'disk-3' }],
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ run_state: 'creating', project_id: ids.mockProject })
    const disks = await api('GET', '/v1/instances/fresh/disks?project=mock-project')
    expect(disks.body.items.map((d: { name: string }) => d.name)).toEqual(['disk-3', 'fresh-boot'])
    expect(created.body.boot_disk_id).toBe(disks.body.items[1].id)
    await vi.advanceTimersByTimeAsync(1500)
    expect(await runState('fresh')).toBe('starting')
    await vi.advanceTimersByTimeAsync(2500)
    expect(await runState('fresh')).toBe('running')
  })

  it('refuses a create that attaches an attached disk, and writes nothing', async () => {
    const answer = await api('POST', '/v1/instances?project=mock-project', {
      name: 'greedy',
      description: '',
      hostname: 'greedy',
      ncpus: 1,
      memory: 1073741824,
      disks: [{ type: 'attach', name: 'disk-1' }],
    })
    expect(answer.status).toBe(400)
    expect((await api('GET', '/v1/instances/greedy?project=mock-project')).status).toBe(404)
  })

  it('a reset cancels pending transitions', async () => {
    await api('POST', '/v1/instances/db1/stop?project=mock-project')
    mock.resetDb()
    await vi.advanceTimersByTimeAsync(5000)
    expect(await runState('db1')).toBe('running')
  })
})

describe('disks', () => {
  it('attaches and detaches a disk on a stopped instance', async () => {
    const attached = await api(
      'POST',
      '/v1/instances/stopped-one/disks/attach?project=mock-project',
      {
        disk: 'disk-3',
      },
    )
    expect(attached.status).toBe(202)
    expect(attached.body.state).toEqual({ state: 'attached', instance: ids.stoppedOne })
    const listed = await api('GET', `/v1/instances/${ids.stoppedOne}/disks`)
    expect(listed.body.items.map((d: { name: string }) => d.name)).toEqual([
      'disk-3',
      'disk-stopped',
    ])

    const detached = await api(
      'POST',
      '/v1/instances/stopped-one/disks/detach?project=mock-project',
      {
        disk: ids.disk3,
      },
    )
    expect(detached.status).toBe(202)
    expect(detached.body.state).toEqual({ state: 'detached' })
  })

  it('refuses attach on a running instance and a disk attached elsewhere', async () => {
    const running = await api('POST', '/v1/instances/db1/disks/attach?project=mock-project', {
      disk: 'disk-3',
    })
    expect(running.status).toBe(400)
    const taken = await api('POST', '/v1/instances/stopped-one/disks/attach?project=mock-project', {
      disk: 'disk-1',
    })
    expect(taken.status).toBe(400)
  })

  it('deletes only detached disks', async () => {
    expect((await api('DELETE', '/v1/disks/disk-1?project=mock-project')).status).toBe(400)
    expect((await api('DELETE', '/v1/disks/disk-3?project=mock-project')).status).toBe(204)
  })

  it('deletes a stopped instance and detaches its disks', async () => {
    expect((await api('DELETE', '/v1/instances/db1?project=mock-project')).status).toBe(400)
    expect((await api('DELETE', '/v1/instances/stopped-one?project=mock-project')).status).toBe(204)
    const disk = await api('GET', '/v1/disks/disk-stopped?project=mock-project')
    expect(disk.body.state).toEqual({ state: 'detached' })
  })
})
