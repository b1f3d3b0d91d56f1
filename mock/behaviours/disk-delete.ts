/** disk delete: only in the states the registry's disk table allows */
import { requireKind } from '../context.ts'
import { respond } from '../respond.ts'
import { findItem } from '../store/generic.ts'
import type { Behaviour } from './behaviour.ts'
import { assertState } from './states.ts'

export const diskDeleteBehaviour: Behaviour = {
  operationId: 'disk_delete',
  method: 'delete',
  path: '/v1/disks/{disk}',
  handle: (ctx, call) => {
    const disk = findItem(ctx, requireKind(ctx, 'disk'), call)
    assertState(ctx, 'disk', disk, 'disk_delete', 'delete')
    ctx.db.remove('disk', String(disk.id))
    return respond(call.op, undefined, 204)
  },
}
