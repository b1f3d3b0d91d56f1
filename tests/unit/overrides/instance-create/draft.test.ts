// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  blockingReason,
  type Draft,
  draftErrors,
  initialDraft,
  instanceCreateBody,
} from '../../../../src/overrides/instance-create/draft'
import { presetsOf, sizeErrors } from '../../../../src/overrides/instance-create/hardware'
import { defaultDiskGiB } from '../../../../src/overrides/disk-size/disk-size'

const GiB = 1024 ** 3
const imageId = '13a90000-0000-4000-8000-000000000001'
/** the chosen image: 3 GiB */
const image3 = { bytes: 3 * GiB, word: 'image' }

const valid: Draft = {
  ...initialDraft,
  name: 'web-2',
  source: imageId,
  bootDiskSizeGiB: 20,
}

describe('instance create draft', () => {
  it('offers the preset families as vCPU and GiB pairs', () => {
    expect(presetsOf('general')[0]).toEqual({ ncpus: 2, memoryGiB: 8 })
    expect(presetsOf('highCpu').map((s) => s.memoryGiB)).toEqual([4, 8, 16, 32])
    expect(presetsOf('highMemory').at(-1)).toEqual({ ncpus: 16, memoryGiB: 128 })
    expect(presetsOf('custom')).toEqual([])
  })

  it('keeps a custom size within the platform limits', () => {
    expect(sizeErrors({ ncpus: 64, memoryGiB: 1024 })).toEqual({})
    expect(sizeErrors({ ncpus: 65, memoryGiB: 1025 })).toEqual({
      ncpus: 'Must be a whole number from 1 to 64',
      memoryGiB: 'Must be a whole number of GiB from 1 to 1024',
    })
    expect(sizeErrors({ ncpus: 0 }).ncpus).toBeDefined()
  })

  it('sizes a new disk from its image: tens of GiB, within the maximum', () => {
    expect(defaultDiskGiB(3 * GiB)).toBe(10)
    expect(defaultDiskGiB(21 * GiB)).toBe(30)
    expect(defaultDiskGiB(1020.5 * GiB)).toBe(1023)
  })

  it('says what is missing, first problem first, in the button reason', () => {
    const errors = draftErrors(initialDraft, undefined)
    expect(errors.name).toBe('Required')
    expect(errors.source).toBe('Choose an image')
    expect(blockingReason(errors)).toBe('Name: Required')
    expect(draftErrors(valid, image3)).toEqual({})
    expect(blockingReason({})).toBeUndefined()
  })

  it('never lets the boot disk be smaller than its image or larger than the platform allows', () => {
    expect(draftErrors({ ...valid, bootDiskSizeGiB: 2 }, image3).bootDiskSize).toBe(
      'Must be at least 3 GiB, the size of the image',
    )
    expect(draftErrors({ ...valid, bootDiskSizeGiB: 1024 }, image3).bootDiskSize).toBe(
      'Must be at most 1023 GiB',
    )
    // an existing disk brings its own size
    const attach = { ...valid, bootSource: 'disk' as const, source: 'disk-3' }
    expect(draftErrors({ ...attach, bootDiskSizeGiB: undefined }, undefined)).toEqual({})
  })

  it('refuses external IPs without a network interface, and user data over 32 KiB', () => {
    expect(
      draftErrors({ ...valid, network: 'none', ephemeralIp: true }, undefined).externalIps,
    ).toBe('External IPs need a network interface')
    expect(draftErrors({ ...valid, userData: 'x'.repeat(32 * 1024 + 1) }, undefined).userData).toBe(
      'Must be 32 KiB or less',
    )
    expect(draftErrors({ ...valid, hostname: 'bad-' }, undefined).hostname).toBeDefined()
  })

  it('builds the platform body: bytes, hostname from the name, base64 user data', () => {
    const body = instanceCreateBody({
      ...valid,
      size: { ncpus: 4, memoryGiB: 16 },
      sshKeys: ['m1-macbook-pro'],
      ephemeralIp: true,
      ephemeralPool: 'ip-pool-1',
      floatingIps: ['cola-float'],
      userData: '#cloud-config\nhostname: é',
      start: false,
    })
    expect(body).toMatchObject({
      name: 'web-2',
      hostname: 'web-2',
      ncpus: 4,
      memory: 16 * GiB,
      boot_disk: {
        type: 'create',
        size: 20 * GiB,
        disk_source: { type: 'image', image_id: imageId },
      },
      network_interfaces: { type: 'default' },
      external_ips: [
        { type: 'ephemeral', pool: 'ip-pool-1' },
        { type: 'floating', floating_ip: 'cola-float' },
      ],
      ssh_public_keys: ['m1-macbook-pro'],
      start: false,
    })
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(body.user_data ?? ''), (c) => c.charCodeAt(0)),
    )
    expect(decoded).toBe('#cloud-config\nhostname: é')
    // untouched keys: every key the user has
    expect(instanceCreateBody(valid).ssh_public_keys).toBeNull()
  })

  it('asks for an interface when they are custom, and sends them by name', () => {
    expect(draftErrors({ ...valid, network: 'custom' }, undefined).interfaces).toBe(
      'Add a network interface, or choose another option',
    )
    const nics = [
      { name: 'backend', vpc: 'mock-vpc', subnet: 'mock-subnet-2', ip: '10.1.2.7' },
      { name: 'frontend', vpc: 'mock-vpc', subnet: 'mock-subnet', ip: '' },
    ]
    const custom = { ...valid, network: 'custom' as const, interfaces: nics }
    expect(draftErrors(custom, undefined)).toEqual({})
    expect(instanceCreateBody(custom).network_interfaces).toEqual({
      type: 'create',
      params: [
        {
          name: 'backend',
          description: '',
          vpc_name: 'mock-vpc',
          subnet_name: 'mock-subnet-2',
          ip: '10.1.2.7',
        },
        { name: 'frontend', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' },
      ],
    })
  })

  it('generates the boot disk name within 63 characters with a six-hex suffix (spec §5)', () => {
    const long = 'a'.repeat(63)
    const body = instanceCreateBody({ ...valid, name: long })
    const disk = body.boot_disk as { name: string }
    expect(disk.name).toHaveLength(63)
    expect(disk.name).toMatch(/^a+-[0-9a-f]{6}$/)
    const short = instanceCreateBody(valid).boot_disk as { name: string }
    expect(short.name).toMatch(/^web-2-boot-[0-9a-f]{6}$/)
  })

  it('attaches an existing disk by name, or creates one from a snapshot', () => {
    expect(
      instanceCreateBody({ ...valid, bootSource: 'disk', source: 'disk-3' }).boot_disk,
    ).toEqual({ type: 'attach', name: 'disk-3' })
    expect(
      instanceCreateBody({ ...valid, bootSource: 'snapshot', source: 'snap-id' }).boot_disk,
    ).toMatchObject({ disk_source: { type: 'snapshot', snapshot_id: 'snap-id' } })
  })

  it('adds disks beside the boot disk, each once, within the platform limit', () => {
    const body = instanceCreateBody({
      ...valid,
      disks: [
        { type: 'create', name: 'data', sizeGiB: 20 },
        { type: 'attach', name: 'disk-3' },
      ],
      antiAffinityGroups: ['set-apart'],
    })
    expect(body.disks).toEqual([
      {
        type: 'create',
        name: 'data',
        description: '',
        size: 20 * GiB,
        disk_source: { type: 'blank', block_size: 4096 },
      },
      { type: 'attach', name: 'disk-3' },
    ])
    expect(body.anti_affinity_groups).toEqual(['set-apart'])
    const twice = { ...valid, bootSource: 'disk' as const, source: 'disk-3' }
    expect(
      draftErrors({ ...twice, disks: [{ type: 'attach', name: 'disk-3' }] }, undefined).disks,
    ).toBe('Each disk can be used once')
    const many = Array.from({ length: 12 }, (_, i) => ({ type: 'attach' as const, name: `d${i}` }))
    expect(draftErrors({ ...valid, disks: many }, undefined).disks).toMatch(/at most 12 disks/)
  })
})
