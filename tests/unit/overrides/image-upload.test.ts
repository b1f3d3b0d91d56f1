// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { bindConsole } from '../../../src/engine/console'
import { registry } from '../../../src/generated/registry'
import { testParts } from '../fixtures/console'
import { callOperation } from '../../../src/engine/data/client'
import { requireOperation } from '../../../src/engine/data/operations'
import { unwrap } from '../../../src/engine/data/query'
import { answerOf } from '../../../src/overrides/facade'
import {
  CHUNK_BYTES,
  diskSizeFor,
  UploadCancelled,
  uploadImage,
  type Call,
  type StepId,
} from '../../../src/overrides/image-upload/upload-flow'
import { call as raw, serveWorldMock } from '../mock/world'

serveWorldMock()
bindConsole(testParts(registry))

/** the console's client, recording which operations the flow called */
function recordingCall() {
  const calls: string[] = []
  const call: Call = async (id, args) => {
    calls.push(id)
    return answerOf(id, unwrap(await callOperation(requireOperation(id), args)))
  }
  return { call, calls }
}

const request = (file: Blob) => ({
  project: 'mock-project',
  name: 'up-image',
  description: 'uploaded',
  os: 'tinyos',
  version: '1',
  blockSize: 512,
  file,
})

describe('image upload flow', () => {
  it('sizes the disk in whole GiB', () => {
    expect(diskSizeFor(1)).toBe(1024 ** 3)
    expect(diskSizeFor(1024 ** 3 + 1)).toBe(2 * 1024 ** 3)
  })

  it('writes only non-zero chunks, makes the image and leaves no temporary disk', async () => {
    const bytes = new Uint8Array(3 * CHUNK_BYTES + 512)
    bytes[5] = 1 // first chunk
    bytes[3 * CHUNK_BYTES + 50] = 1 // the short last chunk: one block
    const { call, calls } = recordingCall()
    const steps = new Set<StepId>()
    let last = 0
    const result = await uploadImage(
      request(new Blob([bytes])),
      call,
      (p) => {
        steps.add(p.step)
        last = p.bytesDone
      },
      new AbortController().signal,
    )
    expect(result.imageName).toBe('up-image')
    expect(calls.filter((id) => id === 'disk_bulk_write_import')).toHaveLength(2)
    expect(last).toBe(bytes.length)
    expect([...steps]).toEqual(['disk', 'start', 'upload', 'stop', 'finalize', 'image', 'cleanup'])
    const image = await raw('GET', '/v1/images/up-image?project=mock-project')
    expect(image.body.os).toBe('tinyos')
    // the image has its snapshot's size, not none
    expect(image.body.size).toBe(diskSizeFor(bytes.length))
    expect(image.body.block_size).toBe(512)
    const disks = await raw('GET', '/v1/disks?project=mock-project&limit=100')
    expect(disks.body.items.map((d: { name: string }) => d.name)).not.toContainEqual(
      expect.stringMatching(/^up-image-upload/),
    )
    const snaps = await raw('GET', '/v1/snapshots?project=mock-project&limit=100')
    expect(snaps.body.items.map((s: { name: string }) => s.name)).not.toContainEqual(
      expect.stringMatching(/^up-image-snapshot/),
    )
  }, 30_000)

  it('a file with a partial last block is refused by the platform, and nothing is left', async () => {
    const bytes = new Uint8Array(CHUNK_BYTES + 100)
    bytes[CHUNK_BYTES + 50] = 1
    const { call } = recordingCall()
    await expect(
      uploadImage(
        { ...request(new Blob([bytes])), name: 'odd-image' },
        call,
        () => undefined,
        new AbortController().signal,
      ),
    ).rejects.toThrow('Offset and length must be multiples of the block size 512')
    const disks = await raw('GET', '/v1/disks?project=mock-project&limit=100')
    expect(disks.body.items.map((d: { name: string }) => d.name)).not.toContainEqual(
      expect.stringMatching(/^odd-image-upload/),
    )
  }, 30_000)

  it('cancelled mid-upload, stops, finalizes and deletes the temporary disk', async () => {
    const bytes = new Uint8Array(20 * CHUNK_BYTES).fill(1)
    const controller = new AbortController()
    const { call, calls } = recordingCall()
    const cancelling: Call = async (id, args) => {
      if (id === 'disk_bulk_write_import' && calls.length > 4) controller.abort()
      return call(id, args)
    }
    await expect(
      uploadImage(request(new Blob([bytes])), cancelling, vi.fn(), controller.signal),
    ).rejects.toBeInstanceOf(UploadCancelled)
    expect(calls).toContain('disk_bulk_write_import_stop')
    expect(calls.at(-1)).toBe('disk_delete')
    expect(calls).not.toContain('image_create')
    const disks = await raw('GET', '/v1/disks?project=mock-project&limit=100')
    expect(disks.body.items.map((d: { name: string }) => d.name)).not.toContainEqual(
      expect.stringMatching(/^up-image-upload/),
    )
  }, 30_000)
})
