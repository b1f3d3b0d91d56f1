/**
 * Importing a disk image by bulk writes, as the platform runs it: a disk created from
 * `importing_blocks` is `import_ready`; bulk-write-start moves it to
 * `importing_from_bulk_writes`, where it takes base64 chunks at block-aligned offsets inside
 * the disk; bulk-write-stop returns it to `import_ready`; finalize moves it through
 * `finalizing` to `detached`, taking a snapshot when asked. Every other state is a conflict.
 */
import { isWholeBlocks } from '../../src/contract/block-size.ts'
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { requireKind } from '../context.ts'
import { invalidRequest, invalidValue } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { assertUniqueName } from '../store/generic.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, itemOf } from './lookup.ts'
import { stateOf } from './states.ts'

/** how long finalizing takes before the disk is detached (and its snapshot ready) */
export const finalizeMs = 1000

/** the disk the call names, which must be in `from` */
function diskIn(ctx: MockContext, call: Call, from: string, verb: string): WireItem {
  const disk = itemOf(ctx, 'disk', call)
  const state = stateOf(ctx, 'disk', disk)
  if (state !== from) {
    throw invalidRequest(`cannot ${verb} disk "${String(disk.name)}" in state ${state}`)
  }
  return disk
}

const setState = (disk: WireItem, state: string) =>
  Object.assign(disk, { state: { state }, time_modified: now() })

/** bytes in a base64 text, without decoding it */
function decodedLength(text: string): number {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw invalidValue('base64_encoded_data is not valid base64')
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  return (text.length / 4) * 3 - padding
}

function assertChunkFits(disk: WireItem, body: WireItem): void {
  const offset = Number(body.offset)
  const length = decodedLength(String(body.base64_encoded_data ?? ''))
  const blockSize = Number(disk.block_size ?? 512)
  if (!isWholeBlocks(offset, blockSize) || !isWholeBlocks(length, blockSize)) {
    throw invalidRequest(`offset and length must be multiples of the block size ${blockSize}`)
  }
  if (offset + length > Number(disk.size)) {
    throw invalidRequest('write past the end of the disk')
  }
}

function snapshotOf(ctx: MockContext, disk: WireItem, name: string): WireItem {
  const time = now()
  const snapshot = {
    id: newId(),
    name,
    description: `Snapshot of the imported disk ${String(disk.name)}`,
    project_id: disk.project_id,
    disk_id: disk.id,
    size: disk.size,
    state: 'creating',
    time_created: time,
    time_modified: time,
  }
  assertUniqueName(ctx, requireKind(ctx, 'snapshot'), snapshot)
  return snapshot
}

export const diskImportBehaviours: Behaviour[] = [
  {
    operationId: 'disk_bulk_write_import_start',
    method: 'post',
    path: '/v1/disks/{disk}/bulk-write-start',
    handle: (ctx, call) => {
      setState(
        diskIn(ctx, call, 'import_ready', 'start a bulk write into'),
        'importing_from_bulk_writes',
      )
      return respond(call.op, undefined, 204)
    },
  },
  {
    operationId: 'disk_bulk_write_import',
    method: 'post',
    path: '/v1/disks/{disk}/bulk-write',
    handle: (ctx, call) => {
      const disk = diskIn(ctx, call, 'importing_from_bulk_writes', 'write into')
      assertChunkFits(disk, bodyOf(call))
      return respond(call.op, undefined, 204)
    },
  },
  {
    operationId: 'disk_bulk_write_import_stop',
    method: 'post',
    path: '/v1/disks/{disk}/bulk-write-stop',
    handle: (ctx, call) => {
      setState(
        diskIn(ctx, call, 'importing_from_bulk_writes', 'stop the bulk write into'),
        'import_ready',
      )
      return respond(call.op, undefined, 204)
    },
  },
  {
    operationId: 'disk_finalize_import',
    method: 'post',
    path: '/v1/disks/{disk}/finalize',
    handle: (ctx, call) => {
      const disk = diskIn(ctx, call, 'import_ready', 'finalize')
      const name = bodyOf(call).snapshot_name
      const snapshot = typeof name === 'string' ? snapshotOf(ctx, disk, name) : undefined
      if (snapshot) ctx.db.insert('snapshot', snapshot)
      setState(disk, 'finalizing')
      ctx.timers.after(finalizeMs, () => {
        const live = ctx.db.byId('disk', String(disk.id))
        if (live && stateOf(ctx, 'disk', live) === 'finalizing') setState(live, 'detached')
        const shot = snapshot && ctx.db.byId('snapshot', String(snapshot.id))
        if (shot?.state === 'creating')
          Object.assign(shot, { state: 'ready', time_modified: now() })
      })
      return respond(call.op, undefined, 204)
    },
  },
]
