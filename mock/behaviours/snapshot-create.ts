/** snapshot create: taken from an attached or detached disk of the project, `creating` until it is ready */
import { requireKind } from '../context.ts'
import { respond } from '../respond.ts'
import { assertUniqueName } from '../store/generic.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, resolveNamed, selectedItem } from './lookup.ts'
import { assertState } from './states.ts'

export const snapshotReadyAfterMs = 2000

export const snapshotCreateBehaviour: Behaviour = {
  operationId: 'snapshot_create',
  method: 'post',
  path: '/v1/snapshots',
  handle: (ctx, call) => {
    const project = selectedItem(ctx, 'project', 'project', call)
    const body = bodyOf(call)
    const disk = resolveNamed(ctx, 'disk', String(body.disk), { project: String(project.id) })
    // spec §4: only an attached or detached disk can be snapshotted
    assertState(ctx, 'disk', disk, 'snapshot_create', 'snapshot', ['attached', 'detached'])
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
