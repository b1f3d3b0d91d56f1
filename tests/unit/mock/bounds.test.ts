// @vitest-environment node
// The bounds the console's forms enforce, refused by the mock too with the platform's 400.
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

describe('firewall rule ports', () => {
  const path = '/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc'
  const withPorts = (ports: string[]) => ({
    rules: [
      {
        name: 'web',
        description: '',
        status: 'enabled',
        direction: 'inbound',
        action: 'allow',
        priority: 10,
        targets: [{ type: 'vpc', value: 'mock-vpc' }],
        filters: { hosts: null, ports, protocols: null },
      },
    ],
  })

  it.each(['0', '65536', '99999', '22-99999', '80-70'])(
    'refuses the port filter %j',
    async (port) => {
      const answer = await call('PUT', path, withPorts([port]))
      expect(answer.status).toBe(400)
      expect(answer.body.message).toContain(`"${port}"`)
    },
  )

  it('takes ports from 1 to 65535', async () => {
    expect((await call('PUT', path, withPorts(['1', '22-65535']))).status).toBe(200)
  })
})

describe('instance size', () => {
  const GiB = 1024 ** 3
  const path = '/v1/instances/stopped-one?project=mock-project'
  const resize = async (ncpus: number, memory: number) => {
    const current = (await call('GET', path)).body
    return call('PUT', path, {
      ncpus,
      memory,
      boot_disk: current.boot_disk_id,
      auto_restart_policy: current.auto_restart_policy,
      cpu_platform: current.cpu_platform,
    })
  }

  it('refuses 0 CPUs, 65 CPUs and 5000 GiB of memory', async () => {
    expect((await resize(0, 4 * GiB)).status).toBe(400)
    expect((await resize(65, 4 * GiB)).status).toBe(400)
    expect((await resize(2, 5000 * GiB)).status).toBe(400)
  })

  it('takes 1 to 64 CPUs and 1 to 1024 GiB', async () => {
    expect((await resize(64, 1024 * GiB)).status).toBe(200)
  })
})

describe('silo quotas', () => {
  it('refuses a negative CPU quota on create', async () => {
    const answer = await call('POST', '/v1/system/silos', {
      name: 'negative',
      description: '',
      discoverable: true,
      identity_mode: 'local_only',
      quotas: { cpus: -1, memory: 1024 ** 3, storage: 1024 ** 3 },
      tls_certificates: [],
    })
    expect(answer.status).toBe(400)
  })
})

describe('hostnames', () => {
  const create = (hostname: string) =>
    call('POST', '/v1/instances?project=mock-project', {
      name: 'named-host',
      description: '',
      hostname,
      ncpus: 1,
      memory: 1024 ** 3,
    })

  it('refuses a label of 64 characters, and one ending in a hyphen', async () => {
    expect((await create(`${'a'.repeat(64)}.example`)).status).toBe(400)
    expect((await create('web-.example')).status).toBe(400)
  })

  it('takes labels of up to 63 characters', async () => {
    expect((await create(`${'a'.repeat(63)}.example`)).status).toBe(201)
  })
})

describe('networks', () => {
  const subnets = '/v1/vpc-subnets?project=mock-project&vpc=mock-vpc'

  it('refuses a subnet overlapping, public, misaligned or outside the VPC prefix', async () => {
    const existing = (await call('GET', subnets)).body.items as {
      ipv4_block: string
      ipv6_block: string
    }[]
    const taken = existing[0]!.ipv4_block
    const [address] = taken.split('/')
    const inside = `${address!.split('.').slice(0, 3).join('.')}.128/25`
    const subnet = (fields: Record<string, string>) =>
      call('POST', subnets, { name: 'new-subnet', description: '', ...fields })
    expect((await subnet({ ipv4_block: inside })).status).toBe(400)
    expect((await subnet({ ipv4_block: '8.8.8.0/24' })).status).toBe(400)
    expect((await subnet({ ipv4_block: '10.0.0.0/7' })).status).toBe(400)
    const hostBits = await subnet({ ipv4_block: '10.200.0.5/24' })
    expect(hostBits.status).toBe(400)
    expect(hostBits.body.message).toContain('10.200.0.0/24')
    expect((await subnet({ ipv4_block: '10.200.0.0/24', ipv6_block: 'fd00:9::/64' })).status).toBe(
      400,
    )
    expect((await subnet({ ipv4_block: '10.200.0.0/24' })).status).toBe(201)
  })

  it('refuses a VPC prefix that is not a unique-local /48', async () => {
    const vpc = (ipv6_prefix: string) =>
      call('POST', '/v1/vpcs?project=mock-project', {
        name: 'prefixed',
        description: '',
        dns_name: 'prefixed',
        ipv6_prefix,
      })
    expect((await vpc('fd12:3456:789a::/64')).status).toBe(400)
    expect((await vpc('2001:db8::/48')).status).toBe(400)
    expect((await vpc('fd12:3456:789a::/48')).status).toBe(201)
  })

  it('refuses a floating IP outside its pool', async () => {
    const answer = await call('POST', '/v1/floating-ips?project=mock-project', {
      name: 'outside',
      description: '',
      pool: 'ip-pool-1',
      ip: '8.8.8.8',
    })
    expect(answer.status).toBe(400)
  })

  it('refuses a firewall host network with host bits set', async () => {
    const answer = await call('PUT', '/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc', {
      rules: [
        {
          name: 'hosts',
          description: '',
          status: 'enabled',
          direction: 'inbound',
          action: 'allow',
          priority: 10,
          targets: [{ type: 'vpc', value: 'mock-vpc' }],
          filters: {
            hosts: [{ type: 'ip_net', value: '10.0.0.5/8' }],
            ports: null,
            protocols: null,
          },
        },
      ],
    })
    expect(answer.status).toBe(400)
  })
})
