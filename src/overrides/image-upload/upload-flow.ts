import type { OperationAnswers } from '../../generated/platform/answers'
import type { OperationId } from '../facade'
/**
 * Uploading a local image file through the platform's bulk-write import, step by step:
 * a temporary disk made for importing blocks, import mode on, the file written in chunks
 * (several at a time, all-zero chunks skipped since a new disk reads as zeros), import mode
 * off, finalize with a snapshot, the image made from that snapshot, then the temporary disk
 * and snapshot removed. Cancelling (an AbortSignal) stops the writes and cleans up the same way.
 */
import { generateName } from '../../engine'

export const CHUNK_BYTES = 512 * 1024
export const PARALLEL_WRITES = 6
const GIB = 1024 ** 3
const POLL_MS = 500
const POLL_LIMIT = 120

export type StepId = 'disk' | 'start' | 'upload' | 'stop' | 'finalize' | 'image' | 'cleanup'

export const steps: { id: StepId; label: string }[] = [
  { id: 'disk', label: 'Create a temporary disk' },
  { id: 'start', label: 'Put the disk in import mode' },
  { id: 'upload', label: 'Upload the image data' },
  { id: 'stop', label: 'Leave import mode' },
  { id: 'finalize', label: 'Finalize the disk and take a snapshot' },
  { id: 'image', label: 'Create the image' },
  { id: 'cleanup', label: 'Delete the temporary disk and snapshot' },
]

export interface UploadRequest {
  project: string
  name: string
  description: string
  os: string
  version: string
  blockSize: number
  file: Blob
}

/**
 * one API call by operation id; resolves with the answer's data, typed by what the operation
 * answers (`answerOf`), and rejects with a readable Error
 */
export type Call = <Id extends OperationId>(
  operationId: Id,
  args: { path?: Record<string, string>; query?: Record<string, unknown>; body?: unknown },
) => Promise<OperationAnswers[Id]>

export interface Progress {
  step: StepId
  /** bytes of the file handled so far (written or skipped as zeros) */
  bytesDone: number
  bytesTotal: number
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled')
  }
}

/** the disk must hold the file: whole GiB, at least one */
export const diskSizeFor = (fileBytes: number) => Math.max(1, Math.ceil(fileBytes / GIB)) * GIB

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(text)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function uploadImage(
  request: UploadRequest,
  call: Call,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal,
): Promise<{ imageName: string }> {
  const { project } = request
  const diskName = generateName(`${request.name}-upload`)
  const snapshotName = generateName(`${request.name}-snapshot`)
  const total = request.file.size
  let done = 0
  const report = (step: StepId) => onProgress({ step, bytesDone: done, bytesTotal: total })
  const disk = { path: { disk: diskName }, query: { project } }
  const checkCancel = () => {
    if (signal.aborted) throw new UploadCancelled()
  }
  let diskMade = false
  let importing = false
  let finalized = false
  let snapshotMade = false
  const snapshot = { path: { snapshot: snapshotName }, query: { project } }

  const diskState = async () => (await call('disk_view', disk)).state.state
  const waitFor = async (done: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < POLL_LIMIT; i += 1) {
      if (await done()) return
      await sleep(POLL_MS)
    }
    throw new Error(`Timed out waiting for ${what}`)
  }

  try {
    report('disk')
    await call('disk_create', {
      query: { project },
      body: {
        name: diskName,
        description: `Temporary disk for uploading image ${request.name}`,
        size: diskSizeFor(total),
        diskSource: { type: 'importing_blocks', blockSize: request.blockSize },
      },
    })
    diskMade = true
    checkCancel()

    report('start')
    await call('disk_bulk_write_import_start', disk)
    importing = true

    report('upload')
    let next = 0
    const writer = async () => {
      while (next < total) {
        checkCancel()
        const offset = next
        next += CHUNK_BYTES
        const bytes = new Uint8Array(
          await request.file.slice(offset, offset + CHUNK_BYTES).arrayBuffer(),
        )
        if (bytes.some((byte) => byte !== 0)) {
          // sent as read, never padded: the form refuses a file that is not whole blocks, and
          // the platform refuses a partial block (CHUNK_BYTES is whole blocks of every size)
          await call('disk_bulk_write_import', {
            ...disk,
            body: { offset, base64EncodedData: toBase64(bytes) },
          })
        }
        done += bytes.length
        report('upload')
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer))
    checkCancel()

    report('stop')
    await call('disk_bulk_write_import_stop', disk)
    importing = false

    report('finalize')
    await call('disk_finalize_import', { ...disk, body: { snapshotName } })
    finalized = true
    snapshotMade = true
    await waitFor(async () => (await diskState()) === 'detached', 'the disk to finalize')
    await waitFor(
      async () => (await call('snapshot_view', snapshot)).state === 'ready',
      'the snapshot',
    )
    const { id: snapshotId } = await call('snapshot_view', snapshot)
    checkCancel()

    report('image')
    await call('image_create', {
      query: { project },
      body: {
        name: request.name,
        description: request.description,
        os: request.os,
        version: request.version,
        source: { type: 'snapshot', id: snapshotId },
      },
    })

    report('cleanup')
    await call('snapshot_delete', snapshot)
    await call('disk_delete', disk)
    return { imageName: request.name }
  } catch (error) {
    // leave nothing behind: the temporary disk is stopped, finalized and deleted
    if (diskMade) {
      report('cleanup')
      await cleanUp()
    }
    throw error
  }

  async function cleanUp() {
    try {
      if (importing) await call('disk_bulk_write_import_stop', disk)
      if (!finalized && (await diskState()) === 'import_ready') {
        await call('disk_finalize_import', { ...disk, body: {} })
      }
      await waitFor(async () => (await diskState()) === 'detached', 'the disk to finalize')
      await call('disk_delete', disk)
      if (snapshotMade) await call('snapshot_delete', snapshot)
    } catch {
      // the cleanup is best effort; the original error is the one to show
    }
  }
}
