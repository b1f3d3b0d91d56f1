/** snapshot create: taken from an attached or detached disk of the project, `creating` until it is ready */
import { requireKind } from '../context.ts'
import { respond } from '../respond.ts'
import { assertUniqueName } from '../store/generic.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, resolveNamed, selectedItem } from './lookup.ts'
import { assertCapability } from './states.ts'

export const snapshotReadyAfterMs = 2000

export const snapshotCreateBehaviour: Behaviour = {
  operationId: 'snapshot_create',
  method: 'post',
  path: '/v1/snapshots',
  handle: (ctx, call) => {
    const project = selectedItem(ctx, 'project', 'project', call)
    const body = bodyOf(call)
    const disk = resolveNamed(ctx, 'disk', String(body.disk), { project: String(project.id) })
    // the disk's `snapshot` capability (spec §4: attached or detached)
    assertCapability(
      ctx,
      'disk',
      disk,
      'snapshot',
      (allowed) => `disk must be ${allowed.join(' or ')} to snapshot`,
    )
    const time = now()
    const snapshot = {
      id: newId(),
      name: body.name,
      description: body.description ?? '',
      project_id: project.id,
      disk_id: disk.id,
      size: disk.size,
      state: 'creating',
      time_created: time,
      time_modified: time,
    }
    assertUniqueName(ctx, requireKind(ctx, 'snapshot'), snapshot)
    ctx.db.insert('snapshot', snapshot)
    ctx.timers.after(snapshotReadyAfterMs, () => {
      const live = ctx.db.byId('snapshot', snapshot.id)
      if (live?.state === 'creating') Object.assign(live, { state: 'ready', time_modified: now() })
    })
    return respond(call.op, snapshot, 201)
  },
}
