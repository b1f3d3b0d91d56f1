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
