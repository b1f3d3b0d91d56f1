// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { transitionMs } from '../../../mock/behaviours/instance-run-state.ts'
import { userCodePattern } from '../../../mock/behaviours/device-auth.ts'
import { call, serveWorldMock, world } from './world.ts'

serveWorldMock()

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

describe('firewall rules', () => {
  const path = '/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc'
  const rule = (name: string) => ({
    name,
    description: '',
    status: 'enabled',
    direction: 'inbound',
    action: 'allow',
    priority: 10,
    targets: [{ type: 'vpc', value: 'mock-vpc' }],
    filters: { hosts: null, ports: ['443'], protocols: [{ type: 'tcp' }] },
  })

  it('replaces the whole list, minting ids', async () => {
    const before = await call('GET', path)
    expect(before.body.rules.length).toBeGreaterThan(1)
    const updated = await call('PUT', path, { rules: [rule('https')] })
    expect(updated.status).toBe(200)
    expect(updated.body.rules).toHaveLength(1)
    expect(updated.body.rules[0].id).toEqual(expect.any(String))
    expect((await call('GET', path)).body.rules.map((r: { name: string }) => r.name)).toEqual([
      'https',
    ])
  })

  it('refuses duplicate names', async () => {
    const answer = await call('PUT', path, { rules: [rule('same'), rule('same')] })
    expect(answer.status).toBe(400)
  })
})

describe('policies', () => {
  it('keeps one silo policy, seen from the silo and from the system side', async () => {
    const mine = await call('GET', '/v1/policy')
    const system = await call('GET', '/v1/system/silos/maze-war/policy')
    expect(system.body).toEqual(mine.body)
    const changed = { role_assignments: mine.body.role_assignments.slice(0, 1) }
    expect((await call('PUT', '/v1/system/silos/maze-war/policy', changed)).status).toBe(200)
    expect((await call('GET', '/v1/policy')).body).toEqual(changed)
    expect((await call('GET', '/v1/system/silos/dark-star/policy')).body.role_assignments).toEqual(
      [],
    )
  })

  it('keeps a policy per project', async () => {
    const seeded = await call('GET', '/v1/projects/mock-project/policy')
    expect(seeded.body.role_assignments).toHaveLength(2)
    const empty = { role_assignments: [] }
    await call('PUT', '/v1/projects/mock-project/policy', empty)
    expect((await call('GET', '/v1/projects/mock-project/policy')).body).toEqual(empty)
  })
})

describe('webhook secrets', () => {
  it('lists, adds and deletes a receiver’s secrets', async () => {
    const path = '/v1/webhook-secrets?receiver=dev-alerts'
    expect((await call('GET', path)).body.secrets).toHaveLength(2)
    const added = await call('POST', path, { secret: 'shh' })
    expect(added.status).toBe(201)
    expect(added.body).not.toHaveProperty('secret')
    expect((await call('GET', path)).body.secrets).toHaveLength(3)
    expect((await call('DELETE', `/v1/webhook-secrets/${added.body.id}`)).status).toBe(204)
    expect((await call('DELETE', `/v1/webhook-secrets/${added.body.id}`)).status).toBe(404)
  })
})

describe('operator settings', () => {
  it('sets a sled’s provision policy', async () => {
    const path = '/v1/system/hardware/sleds/51ed0000-0000-4000-8000-000000000001/provision-policy'
    const answer = await call('PUT', path, { state: 'non_provisionable' })
    expect(answer.body).toEqual({ old_state: 'provisionable', new_state: 'non_provisionable' })
  })
})

describe('utilization', () => {
  it('counts instances that are not stopped, and every disk', async () => {
    const before = (await call('GET', '/v1/utilization')).body
    expect(before.capacity.cpus).toBe(64)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await call('POST', '/v1/instances/db1/stop?project=mock-project')
    vi.advanceTimersByTime(transitionMs)
    vi.useRealTimers()
    const after = (await call('GET', '/v1/utilization')).body
    expect(before.provisioned.cpus - after.provisioned.cpus).toBe(4)
    expect(after.provisioned.storage).toBe(before.provisioned.storage)
    const silos = (await call('GET', '/v1/system/utilization/silos')).body.items
    expect(silos.find((s: { silo_id: string }) => s.silo_id === world.mazeWar).provisioned).toEqual(
      after.provisioned,
    )
    const darkStar = await call('GET', '/v1/system/utilization/silos/dark-star')
    expect(darkStar.body.provisioned).toEqual({ cpus: 0, memory: 0, storage: 0 })
  })
})

describe('device authorization', () => {
  it('takes a code it never issued as a waiting client, in the browser', async () => {
    expect((await call('POST', '/device/confirm', { user_code: 'QWERTYUP' })).status).toBe(204)
  })

  it('hands out a code, lets a user confirm it, and then gives a token', async () => {
    const started = await fetch('http://localhost/device/auth', form({ client_id: 'cli' }))
    const grant = (await started.json()) as { device_code: string; user_code: string }
    expect(grant.user_code).toMatch(userCodePattern)
    const token = () =>
      fetch(
        'http://localhost/device/token',
        form({
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
          device_code: grant.device_code,
          client_id: 'cli',
        }),
      )
    expect((await token()).status).toBe(400)
    expect((await call('POST', '/device/confirm', { user_code: 'ERRO-RABC' })).status).toBe(400)
    expect((await call('POST', '/device/confirm', { user_code: 'ABC1EFGH' })).status).toBe(400)
    // the console sends the letters without the dash
    const bare = grant.user_code.replace('-', '')
    expect((await call('POST', '/device/confirm', { user_code: bare })).status).toBe(204)
    expect((await call('POST', '/device/confirm', { user_code: bare })).status).toBe(400)
    const issued = await token()
    expect(issued.status).toBe(200)
    expect(await issued.json()).toMatchObject({
      token_type: 'Bearer',
      access_token: expect.any(String),
    })
  })
})

describe('lists of what points at an item', () => {
  it('lists a sled’s physical disks and a subnet’s interfaces', async () => {
    const disks = await call(
      'GET',
      '/v1/system/hardware/sleds/51ed0000-0000-4000-8000-000000000001/disks',
    )
    expect(disks.body.items).toHaveLength(2)
    const nics = await call(
      'GET',
      '/v1/vpc-subnets/mock-subnet/network-interfaces?project=mock-project&vpc=mock-vpc',
    )
    expect(nics.body.items.map((n: { name: string }) => n.name)).toEqual(['db1-nic', 'stopped-nic'])
  })

  it('views and changes a silo’s quotas', async () => {
    await call('PUT', '/v1/system/silos/dark-star/quotas', { cpus: 32 })
    const quotas = await call('GET', '/v1/system/silos/dark-star/quotas')
    expect(quotas.body).toMatchObject({ cpus: 32, silo_id: world.darkStar })
  })
})
