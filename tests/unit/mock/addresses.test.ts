// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blockHosts, formatIp, parseIp } from '../../../mock/behaviours/ip-address.ts'
import { call, serveWorldMock, world } from './world.ts'

serveWorldMock()

const db1 = `/v1/instances/db1/external-ips?project=mock-project`
const kinds = (items: { kind: string }[]) => items.map((ip) => ip.kind).sort()

describe('IP address arithmetic', () => {
  it('reads and writes both versions', () => {
    expect(formatIp(parseIp('10.0.0.255')!)).toBe('10.0.0.255')
    expect(parseIp('fd00::1')?.value).toBe((0xfd00n << 112n) + 1n)
    expect(formatIp(parseIp('fd00:0:0:0:0:0:0:2')!)).toBe('fd00::2')
    expect(parseIp('10.0.0.256')).toBeUndefined()
    expect(blockHosts('10.1.1.0/24')?.first.value).toBe(parseIp('10.1.1.1')?.value)
  })
})

describe('floating IPs', () => {
  it('attaches an unattached IP to an instance and detaches it', async () => {
    const path = '/v1/floating-ips/cola-float'
    const body = { kind: 'instance', parent: 'db1' }
    const attached = await call('POST', `${path}/attach?project=mock-project`, body)
    expect(attached.status).toBe(202)
    expect(attached.body.instance_id).toBe(world.db1)
    expect(kinds((await call('GET', db1)).body.items)).toEqual([
      'ephemeral',
      'floating',
      'floating',
      'snat',
    ])
    const again = await call('POST', `${path}/attach?project=mock-project`, body)
    expect(again.status).toBe(400)
    const detached = await call('POST', `${path}/detach?project=mock-project`)
    expect(detached.body.instance_id).toBeNull()
  })
})

describe('ephemeral IPs', () => {
  it('gives an instance one, from the silo default pool, and takes it back', async () => {
    const path = '/v1/instances/stopped-one/external-ips'
    const attached = await call('POST', `${path}/ephemeral?project=mock-project`, {})
    expect(attached.status).toBe(202)
    expect(attached.body).toMatchObject({ kind: 'ephemeral', ip_pool_id: world.pool1 })
    // 10.0.0.20 is free; .21–.24 are held by db1's addresses and the floating IPs
    expect(attached.body.ip).toBe('10.0.0.20')
    const second = await call('POST', `${path}/ephemeral?project=mock-project`, {})
    expect(second.status).toBe(400)
    const list = await call('GET', `${path}?project=mock-project`)
    expect(kinds(list.body.items)).toEqual(['ephemeral'])
    expect((await call('DELETE', `${path}/ephemeral?project=mock-project`)).status).toBe(204)
    expect((await call('GET', `${path}?project=mock-project`)).body.items).toEqual([])
  })
})

describe('IP pool ranges', () => {
  const add = (pool: string, first: string, last: string) =>
    call('POST', `/v1/system/ip-pools/${pool}/ranges/add`, { first, last })

  it('adds a valid range and removes it', async () => {
    const added = await add('ip-pool-4', '10.9.0.1', '10.9.0.10')
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ ip_pool_id: world.pool4 })
    const listed = await call('GET', '/v1/system/ip-pools/ip-pool-4/ranges')
    expect(listed.body.items).toHaveLength(1)
    const removed = await call('POST', '/v1/system/ip-pools/ip-pool-4/ranges/remove', {
      first: '10.9.0.1',
      last: '10.9.0.10',
    })
    expect(removed.status).toBe(204)
  })

  it('refuses reversed, mixed-version, wrong-version and overlapping ranges', async () => {
    expect((await add('ip-pool-4', '10.9.0.10', '10.9.0.1')).status).toBe(400)
    expect((await add('ip-pool-4', '10.9.0.1', 'fd00::1')).status).toBe(400)
    expect((await add('ip-pool-4', 'fd01::1', 'fd01::9')).status).toBe(400)
    const overlap = await add('ip-pool-4', '10.0.0.30', '10.0.0.50')
    expect(overlap.status).toBe(400)
    expect(overlap.body.message).toContain('overlaps')
    expect((await add('ip-pool-3', 'fd01::1', 'fd01::9')).status).toBe(201)
  })

  it('refuses to remove a range with addresses in use', async () => {
    const removed = await call('POST', '/v1/system/ip-pools/ip-pool-1/ranges/remove', {
      first: '10.0.0.20',
      last: '10.0.0.40',
    })
    expect(removed.status).toBe(400)
  })

  it('serves the service pool and its ranges', async () => {
    expect((await call('GET', '/v1/system/ip-pools-service')).body.name).toBe('oxide-service-pool')
    const added = await call('POST', '/v1/system/ip-pools-service/ranges/add', {
      first: '172.20.27.1',
      last: '172.20.27.9',
    })
    expect(added.status).toBe(201)
    expect((await call('GET', '/v1/system/ip-pools-service/ranges')).body.items).toHaveLength(2)
  })
})

describe('IP pool silo links', () => {
  const silosOf = (pool: string) => call('GET', `/v1/system/ip-pools/${pool}/silos`)

  it('links, makes default (demoting the old default), and unlinks', async () => {
    const linked = await call('POST', '/v1/system/ip-pools/ip-pool-4/silos', {
      silo: 'maze-war',
      is_default: true,
    })
    expect(linked.status).toBe(201)
    const siloPools = await call('GET', '/v1/system/silos/maze-war/ip-pools')
    const defaults = siloPools.body.items.filter((p: { is_default: boolean }) => p.is_default)
    expect(defaults.map((p: { name: string }) => p.name)).toEqual(['ip-pool-4'])
    const again = await call('POST', '/v1/system/ip-pools/ip-pool-4/silos', {
      silo: 'maze-war',
      is_default: false,
    })
    expect(again.status).toBe(400)
    const updated = await call('PUT', '/v1/system/ip-pools/ip-pool-1/silos/maze-war', {
      is_default: true,
    })
    expect(updated.body.is_default).toBe(true)
    expect((await call('DELETE', '/v1/system/ip-pools/ip-pool-4/silos/maze-war')).status).toBe(204)
    expect((await silosOf('ip-pool-4')).body.items).toEqual([])
  })

  it('lists the pools of the current user’s silo', async () => {
    const pools = await call('GET', '/v1/ip-pools')
    expect(pools.body.items.map((p: { name: string }) => p.name)).toEqual([
      'ip-pool-1',
      'ip-pool-2',
      'ip-pool-3',
    ])
    expect((await call('GET', '/v1/ip-pools/ip-pool-4')).status).toBe(404)
  })
})
