// @vitest-environment node
/** what a delete takes with it: nothing of a deleted VPC, silo or instance still answers */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { transitionMs } from '../../../mock/behaviours/instance-run-state.ts'
import { call, serveWorldMock, world } from './world.ts'

serveWorldMock()
afterEach(() => vi.useRealTimers())

const inProject = '?project=mock-project'

/** a VPC named "gone" in mock-project (made again after the delete, it must start empty) */
async function makeVpcGone() {
  const made = await call('POST', `/v1/vpcs${inProject}`, {
    name: 'gone',
    description: '',
    dns_name: 'gone',
  })
  expect(made.status).toBe(201)
}

describe('deleting a VPC', () => {
  it('takes its routers (system and custom) and their routes, its gateways and its rules', async () => {
    await makeVpcGone()
    const inVpc = `${inProject}&vpc=gone`
    const router = await call('POST', `/v1/vpc-routers${inVpc}`, {
      name: 'custom',
      description: '',
    })
    expect(router.status).toBe(201)
    const route = await call('POST', `/v1/vpc-router-routes${inVpc}&router=custom`, {
      name: 'out',
      description: '',
      destination: { type: 'ip_net', value: '10.9.0.0/16' },
      target: { type: 'drop' },
    })
    expect(route.status).toBe(201)
    const gateway = await call('POST', `/v1/internet-gateways${inVpc}`, {
      name: 'way-out',
      description: '',
    })
    expect(gateway.status).toBe(201)
    const gatewayPool = await call(
      'POST',
      `/v1/internet-gateway-ip-pools${inVpc}&gateway=way-out`,
      {
        name: 'from-pool',
        description: '',
        ip_pool: world.pool1,
      },
    )
    expect(gatewayPool.status).toBe(201)
    const rules = await call('PUT', `/v1/vpc-firewall-rules${inVpc}`, {
      rules: [
        {
          name: 'allow-ssh',
          description: '',
          action: 'allow',
          direction: 'inbound',
          priority: 100,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'gone' }],
          filters: { ports: ['22'], protocols: null, hosts: null },
        },
      ],
    })
    expect(rules.status).toBe(200)

    expect((await call('DELETE', `/v1/vpcs/gone${inProject}`)).status).toBe(204)

    // looked up by id, which needs no VPC to find them: none is left
    for (const path of [
      `/v1/vpc-routers/${router.body.id}`,
      `/v1/vpc-router-routes/${route.body.id}`,
      `/v1/internet-gateways/${gateway.body.id}`,
    ]) {
      expect((await call('GET', path)).status, path).toBe(404)
    }
    // a VPC made again under the same name starts with none of them
    await makeVpcGone()
    expect((await call('GET', `/v1/vpc-routers${inVpc}`)).body.items).toEqual([])
    expect((await call('GET', `/v1/internet-gateways${inVpc}`)).body.items).toEqual([])
    expect((await call('GET', `/v1/vpc-firewall-rules${inVpc}`)).body.rules).toEqual([])
    const pools = await call('GET', `/v1/internet-gateway-ip-pools${inVpc}&gateway=way-out`)
    expect(pools.status).toBe(404)
  })

  it('is refused while it has subnets, as the platform does, and then keeps everything', async () => {
    const refused = await call('DELETE', `/v1/vpcs/mock-vpc${inProject}`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('VPC cannot be deleted while VPC Subnets exist')
    const routers = await call('GET', `/v1/vpc-routers${inProject}&vpc=mock-vpc`)
    expect(routers.body.items.map((r: { name: string }) => r.name)).toContain('mock-custom-router')
  })
})

describe('deleting a silo', () => {
  it('takes its quotas, its utilization and its IP pool links, and leaves the pools', async () => {
    expect((await call('DELETE', '/v1/system/silos/dark-star')).status).toBe(204)
    const quotas = await call('GET', '/v1/system/silo-quotas')
    expect(quotas.body.items.map((q: { silo_id: string }) => q.silo_id)).toEqual([world.mazeWar])
    const usage = await call('GET', '/v1/system/utilization/silos')
    expect(usage.body.items.map((u: { silo_id: string }) => u.silo_id)).toEqual([world.mazeWar])
    const links = await call('GET', `/v1/system/ip-pools/${world.pool2}/silos`)
    expect(links.body.items.map((l: { silo_id: string }) => l.silo_id)).toEqual([world.mazeWar])
    expect((await call('GET', `/v1/system/ip-pools/${world.pool2}`)).status).toBe(200)
  })
})

describe('deleting an instance', () => {
  it('takes it off the list of its sled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const sled = '/v1/system/hardware/sleds/51ed0000-0000-4000-8000-000000000001/instances'
    const onSled = async () =>
      (await call('GET', sled)).body.items.map((i: { name: string }) => i.name) as string[]
    expect(await onSled()).toContain('db1')
    expect((await call('POST', `/v1/instances/db1/stop${inProject}`)).status).toBe(202)
    vi.advanceTimersByTime(transitionMs)
    expect((await call('DELETE', `/v1/instances/db1${inProject}`)).status).toBe(204)
    expect(await onSled()).not.toContain('db1')
  })
})
