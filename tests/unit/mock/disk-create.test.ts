// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const GiB = 1024 ** 3
const disks = '/v1/disks?project=mock-project'
const disk = (name: string, sizeGiB: number, disk_source: Record<string, unknown>) => ({
  name,
  description: '',
  size: sizeGiB * GiB,
  disk_source,
})

describe('disk create holds the platform’s size rules', () => {
  it('makes a disk from an image no smaller than the image, and refuses a smaller one', async () => {
    const images = await call('GET', '/v1/images?project=mock-project')
    const arch = (images.body.items as { name: string; id: string; size: number }[]).find(
      (image) => image.name === 'arch-2024',
    )!
    const source = { type: 'image', image_id: arch.id }
    const small = await call('POST', disks, disk('too-small', arch.size / GiB - 1, source))
    expect(small.status).toBe(400)
    expect(small.body.message).toBe(
      `disk size ${arch.size - GiB} must be greater than or equal to image size ${arch.size}`,
    )
    expect((await call('POST', disks, disk('just-right', arch.size / GiB, source))).status).toBe(
      201,
    )
  })

  it('refuses a disk over 1023 GiB or not in whole GiB', async () => {
    const blank = { type: 'blank', block_size: 4096 }
    const big = await call('POST', disks, disk('too-big', 1024, blank))
    expect(big.status).toBe(400)
    expect(big.body.message).toBe(
      'unsupported value for "size": total size must be less than 1023 GiB',
    )
    const odd = await call('POST', disks, disk('odd', 1.5, blank))
    expect(odd.body.message).toMatch(/multiple of 1 GiB/)
    expect((await call('POST', disks, disk('largest', 1023, blank))).status).toBe(201)
  })
})

describe('a copied disk keeps its source’s block size', () => {
  const created = async (name: string, sizeGiB: number, source: Record<string, unknown>) =>
    (await call('POST', disks, disk(name, sizeGiB, source))).body as { block_size: number }

  it('takes an image’s, and a snapshot’s disk’s', async () => {
    const images = await call('GET', '/v1/images')
    const ubuntu = (images.body.items as { name: string; id: string; block_size: number }[]).find(
      (image) => image.name === 'ubuntu-22-04',
    )!
    expect(ubuntu.block_size).toBe(512)
    expect(
      (await created('from-ubuntu', 10, { type: 'image', image_id: ubuntu.id })).block_size,
    ).toBe(512)

    // a disk of 512-byte blocks, its snapshot, and a disk made from that
    await created('small-blocks', 1, { type: 'blank', block_size: 512 })
    const snapshot = await call('POST', '/v1/snapshots?project=mock-project', {
      name: 'small-blocks-snap',
      description: '',
      disk: 'small-blocks',
    })
    const id = (snapshot.body as { id: string }).id
    expect((await created('from-snap', 1, { type: 'snapshot', snapshot_id: id })).block_size).toBe(
      512,
    )
  })
})
