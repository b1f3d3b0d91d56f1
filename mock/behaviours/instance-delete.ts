/**
 * instance delete: only when stopped or failed; its disks are detached, not deleted, its
 * interfaces and addresses released, and its sled no longer lists it
 */
import { requireKind } from '../context.ts'
import { respond } from '../respond.ts'
import { removeParts } from '../store/cascades.ts'
import { findItem } from '../store/generic.ts'
import type { Behaviour } from './behaviour.ts'
import { releaseExtras } from './instance-create-extras.ts'
import { detachAll } from './instance-disks.ts'
import { assertState } from './states.ts'

export const instanceDeleteBehaviour: Behaviour = {
  operationId: 'instance_delete',
  method: 'delete',
  path: '/v1/instances/{instance}',
  handle: (ctx, call) => {
    const instance = findItem(ctx, requireKind(ctx, 'instance'), call)
    assertState(ctx, 'instance', instance, 'instance_delete', 'delete')
    detachAll(ctx, instance)
    releaseExtras(ctx, instance)
    ctx.db.remove('instance', String(instance.id))
    removeParts(ctx, 'instance', instance)
    return respond(call.op, undefined, 204)
  },
}
