/** the system's target release: setting it records the version and when it was asked for */
import { requireKind } from '../context.ts'
import { respond } from '../respond.ts'
import { now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf } from './lookup.ts'

export const targetReleaseUpdateBehaviour: Behaviour = {
  operationId: 'target_release_update',
  method: 'put',
  path: '/v1/system/update/target-release',
  handle: (ctx, call) => {
    const rows = ctx.db.table(requireKind(ctx, 'targetRelease').name)
    const release = { version: bodyOf(call).system_version, time_requested: now() }
    rows.splice(0, rows.length, release)
    return respond(call.op, release)
  },
}
