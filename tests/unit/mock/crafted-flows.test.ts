// @vitest-environment node
/** the mock's disk import, system update and IP pool utilization, against the example world */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { finalizeMs } from '../../../mock/behaviours/disk-import.ts'
import { rolloutStepMs } from '../../../mock/behaviours/system-update.ts'
import { call, serveWorldMock, world } from './world.ts'

serveWorldMock()
afterEach(() => vi.useRealTimers())

const disk = (name: string) => `/v1/disks/${name}?project=mock-project`
const action = (name: string, what: string) => `/v1/disks/${name}/${what}?project=mock-project`
const stateOf = async (name: string) => (await call('GET', disk(name))).body.state.state
/** `bytes` zero bytes, base64-encoded */
const chunk = (bytes: number) => Buffer.alloc(bytes).toString('base64')

describe('disk import by bulk writes', () => {
  it('walks import_ready → importing → import_ready → finalizing → detached, with a snapshot', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    expect(await stateOf('disk-import')).toBe('import_ready')
    expect((await call('POST', action('disk-import', 'bulk-write-start'))).status).toBe(204)
    expect(await stateOf('disk-import')).toBe('importing_from_bulk_writes')
    const write = { offset: 512, base64_encoded_data: chunk(1024) }
    expect((await call('POST', action('disk-import', 'bulk-write'), write)).status).toBe(204)
    expect((await call('POST', action('disk-import', 'bulk-write-stop'))).status).toBe(204)
    expect(await stateOf('disk-import')).toBe('import_ready')
    const finalize = { snapshot_name: 'imported-snap' }
    expect((await call('POST', action('disk-import', 'finalize'), finalize)).status).toBe(204)
    expect(await stateOf('disk-import')).toBe('finalizing')
    const snap = '/v1/snapshots/imported-snap?project=mock-project'
    expect((await call('GET', snap)).body.state).toBe('creating')
    vi.advanceTimersByTime(finalizeMs)
    expect(await stateOf('disk-import')).toBe('detached')
    expect((await call('GET', snap)).body.state).toBe('ready')
  })

  it('refuses writes outside the importing state, off the block grid or past the end', async () => {
    const write = (offset: number, bytes: number) =>
      call('POST', action('disk-import', 'bulk-write'), {
        offset,
        base64_encoded_data: chunk(bytes),
      })
    expect((await write(0, 512)).status).toBe(400)
    await call('POST', action('disk-import', 'bulk-write-start'))
    expect((await write(100, 512)).status).toBe(400)
    expect((await write(0, 100)).status).toBe(400)
    expect((await write(5 * 1024 ** 3, 512)).status).toBe(400)
    expect((await write(0, 512)).status).toBe(204)
    // finalize needs the writes stopped first
    expect((await call('POST', action('disk-import', 'finalize'), {})).status).toBe(400)
  })

  it('refuses to start an import into a disk that is not import_ready', async () => {
    const answer = await call('POST', action('disk-3', 'bulk-write-start'))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain('detached')
  })
})

describe('system update', () => {
  it('lists the uploaded releases newest first', async () => {
    const list = await call('GET', '/v1/system/update/repositories')
    const versions = list.body.items.map((r: { system_version: string }) => r.system_version)
    expect(versions).toEqual(['2.1.0', '2.0.0', '1.0.0'])
    const ascending = await call('GET', '/v1/system/update/repositories?sort_by=version_ascending')
    expect(ascending.body.items[0].system_version).toBe('1.0.0')
  })

  it('sets a newer uploaded release as target and rolls the components over to it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const path = '/v1/system/update/target-release'
    expect((await call('PUT', path, { system_version: '1.0.0' })).status).toBe(400)
    expect((await call('PUT', path, { system_version: '3.0.0' })).status).toBe(400)
    expect((await call('PUT', path, { system_version: '2.1.0' })).status).toBe(204)
    expect((await call('GET', path)).body.version).toBe('2.1.0')
    const before = (await call('GET', '/v1/system/update/status')).body
    expect(before.target_release.version).toBe('2.1.0')
    expect(before.components_by_release_version).toEqual({ '1.0.0': 3, '2.0.0': 41 })
    vi.advanceTimersByTime(rolloutStepMs)
    const step = (await call('GET', '/v1/system/update/status')).body
    expect(step.components_by_release_version).toEqual({ '2.0.0': 32, '2.1.0': 12 })
    vi.advanceTimersByTime(rolloutStepMs * 4)
    const done = (await call('GET', '/v1/system/update/status')).body
    expect(done.components_by_release_version).toEqual({ '2.1.0': 44 })
  })
})

describe('IP pool utilization', () => {
  const utilization = async (pool: string) =>
    (await call('GET', `/v1/system/ip-pools/${pool}/utilization`)).body

  it('counts the addresses of the ranges and those held in them', async () => {
    // two ranges of 21; .21–.24 held by db1 and the floating IPs, .30 by the gateway
    expect(await utilization('ip-pool-1')).toEqual({ capacity: 42, remaining: 37 })
    await call('POST', '/v1/instances/stopped-one/external-ips/ephemeral?project=mock-project', {})
    expect(await utilization('ip-pool-1')).toEqual({ capacity: 42, remaining: 36 })
    expect(await utilization('ip-pool-4')).toEqual({ capacity: 0, remaining: 0 })
  })

  it('counts IPv6 ranges of more than 2^53 addresses', async () => {
    expect(await utilization(world.pool3)).toEqual({ capacity: 65535, remaining: 65535 })
    const add = { first: 'fd00:1::', last: 'fd00:1::ffff:ffff:ffff:ffff' }
    expect((await call('POST', '/v1/system/ip-pools/ip-pool-3/ranges/add', add)).status).toBe(201)
    expect((await utilization('ip-pool-3')).capacity).toBe(2 ** 64 + 65535)
  })
})

describe('snapshots', () => {
  it('are taken only of attached or detached disks', async () => {
    const take = (disk: string) =>
      call('POST', '/v1/snapshots?project=mock-project', {
        name: `of-${disk}`,
        description: '',
        disk,
      })
    expect((await take('disk-fail')).status).toBe(400)
    expect((await take('disk-import')).status).toBe(400)
    expect((await take('disk-3')).status).toBe(201)
    expect((await take('disk-1')).status).toBe(201)
  })
})

describe('provisioning history', () => {
  const window = (hours: number) => {
    const end = new Date()
    const start = new Date(end.getTime() - hours * 3_600_000)
    return `start_time=${start.toISOString()}&end_time=${end.toISOString()}`
  }
  const values = (body: { items: { datum: { datum: number } }[] }) =>
    body.items.map((m) => m.datum.datum)

  it('ends the silo series at what the silo provisions now, within its quota', async () => {
    const now = (await call('GET', '/v1/utilization')).body.provisioned
    const cpus = values((await call('GET', `/v1/metrics/cpus_provisioned?${window(24)}`)).body)
    expect(cpus.length).toBeGreaterThan(20)
    expect(cpus.at(-1)).toBe(now.cpus)
    expect(Math.max(...cpus)).toBeLessThanOrEqual(now.cpus)
    const ram = values((await call('GET', `/v1/metrics/ram_provisioned?${window(24)}`)).body)
    expect(ram.every((bytes) => bytes % 1024 ** 3 === 0)).toBe(true)
  })

  it('narrows to a project, and sums the fleet over silos', async () => {
    const project = `/v1/metrics/virtual_disk_space_provisioned?project=staging&${window(6)}`
    expect(values((await call('GET', project)).body).at(-1)).toBe(0)
    const fleet = `/v1/system/metrics/cpus_provisioned?${window(6)}`
    const silo = `/v1/system/metrics/cpus_provisioned?silo=dark-star&${window(6)}`
    const mazeWar = (await call('GET', '/v1/utilization')).body.provisioned.cpus
    expect(values((await call('GET', fleet)).body).at(-1)).toBe(mazeWar)
    expect(values((await call('GET', silo)).body).at(-1)).toBe(0)
  })
})
