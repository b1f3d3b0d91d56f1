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
