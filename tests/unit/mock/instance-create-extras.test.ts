// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const GiB = 1024 ** 3
const project = 'project=mock-project'

async function siloImage(name: string) {
  const images = await call('GET', '/v1/images')
  return images.body.items.find((image: { name: string }) => image.name === name)
}

async function create(overrides: Record<string, unknown>) {
  const image = await siloImage('ubuntu-22-04')
  return call('POST', `/v1/instances?${project}`, {
    name: 'full-create',
    description: '',
    hostname: 'full-create',
    ncpus: 2,
    memory: 8 * GiB,
    boot_disk: {
      type: 'create',
      name: 'full-create-boot',
      description: '',
      size: 10 * GiB,
      disk_source: { type: 'image', image_id: image.id },
    },
    ...overrides,
  })
}

describe('instance create with everything the platform takes', () => {
  it('makes the interface, ephemeral and floating IPs and key list the body asks for', async () => {
    const created = await create({
      network_interfaces: { type: 'default' },
      external_ips: [
        { type: 'ephemeral', pool: 'ip-pool-1' },
        { type: 'floating', floating_ip: 'cola-float' },
      ],
      ssh_public_keys: ['m1-macbook-pro'],
      anti_affinity_groups: ['set-apart'],
      user_data: btoa('#cloud-config'),
      start: true,
    })
    expect(created.status).toBe(201)
    const nics = await call('GET', `/v1/network-interfaces?${project}&instance=full-create`)
    expect(nics.body.items).toMatchObject([{ name: 'net0', primary: true }])
    const ips = await call('GET', `/v1/instances/full-create/external-ips?${project}`)
    expect(ips.body.items.map((ip: { kind: string }) => ip.kind).sort()).toEqual([
      'ephemeral',
      'floating',
    ])
    const keys = await call('GET', `/v1/instances/full-create/ssh-public-keys?${project}`)
    expect(keys.body.items.map((key: { name: string }) => key.name)).toEqual(['m1-macbook-pro'])
    const groups = await call('GET', `/v1/instances/full-create/anti-affinity-groups?${project}`)
    expect(groups.body.items.map((group: { name: string }) => group.name)).toEqual(['set-apart'])
  })

  it('puts every key of the user when the body leaves the keys out', async () => {
    expect((await create({})).status).toBe(201)
    const keys = await call('GET', `/v1/instances/full-create/ssh-public-keys?${project}`)
    const own = await call('GET', '/v1/me/ssh-keys')
    expect(keys.body.items).toHaveLength(own.body.items.length)
  })

  it('refuses a disk smaller than its image, an attached floating IP, and bad user data', async () => {
    const small = await create({
      boot_disk: {
        type: 'create',
        name: 'tiny',
        description: '',
        size: 2 * GiB,
        disk_source: { type: 'image', image_id: (await siloImage('ubuntu-22-04')).id },
      },
    })
    expect(small.status).toBe(400)
    expect(small.body.message).toMatch(/must be greater than or equal to image size/)
    const taken = await create({
      external_ips: [{ type: 'floating', floating_ip: 'rootbeer-float' }],
    })
    expect(taken.status).toBe(400)
    expect((await create({ user_data: 'not base64!' })).status).toBe(400)
    const none = await create({
      network_interfaces: { type: 'none' },
      external_ips: [{ type: 'ephemeral' }],
    })
    expect(none.status).toBe(400)
    // nothing was written by the refused creates
    const disks = await call('GET', `/v1/disks?${project}`)
    expect(disks.body.items.map((d: { name: string }) => d.name)).not.toContain('full-create-boot')
  })

  it('refuses a default interface in a project with no VPC, and takes none there', async () => {
    expect((await call('POST', '/v1/projects', { name: 'bare', description: '' })).status).toBe(201)
    const image = await siloImage('ubuntu-22-04')
    const body = (network_interfaces: unknown) => ({
      name: 'in-bare',
      description: '',
      hostname: 'in-bare',
      ncpus: 2,
      memory: 8 * GiB,
      boot_disk: {
        type: 'create',
        name: 'in-bare-boot',
        description: '',
        size: 10 * GiB,
        disk_source: { type: 'image', image_id: image.id },
      },
      network_interfaces,
    })
    const refused = await call('POST', '/v1/instances?project=bare', body({ type: 'default' }))
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('the project has no VPC for a default network interface')
    expect((await call('POST', '/v1/instances?project=bare', body({ type: 'none' }))).status).toBe(
      201,
    )
  })

  it('frees the interfaces, addresses and memberships of a deleted instance', async () => {
    await create({
      start: false,
      external_ips: [{ type: 'floating', floating_ip: 'cola-float' }],
      anti_affinity_groups: ['set-apart'],
    })
    // created stopped: creating → stopped after the create delay
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect((await call('DELETE', `/v1/instances/full-create?${project}`)).status).toBe(204)
    const ip = await call('GET', `/v1/floating-ips/cola-float?${project}`)
    expect(ip.body.instance_id).toBeNull()
    const members = await call('GET', `/v1/anti-affinity-groups/set-apart/members?${project}`)
    expect(
      members.body.items.map((member: { value: { name: string } }) => member.value.name),
    ).not.toContain('full-create')
  })
})
