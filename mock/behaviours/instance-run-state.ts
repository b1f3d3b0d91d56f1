/**
 * Instance start, stop and reboot: 202 with the instance in its moving state, then the end
 * state about 3 s later, as the platform's sagas do.
 */
import type { MockContext } from '../context.ts'
import { requireKind } from '../context.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { findItem } from '../store/generic.ts'
import { now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { assertState } from './states.ts'
import type { Keys } from '../../src/generated/platform/keys.ts'

export const transitionMs = 3000

export function setRunState(instance: WireItem, state: string): void {
  const time = now()
  instance.run_state = state
  instance.time_run_state_updated = time
  instance.time_modified = time
}

/** move a live instance from `from` to `to` after `ms`, unless something moved it meanwhile */
export function scheduleRunState(
  ctx: MockContext,
  instanceId: string,
  from: string,
  to: string,
  ms: number,
): void {
  ctx.timers.after(ms, () => {
    const live = ctx.db.byId('instance', instanceId)
    if (live && live.run_state === from) setRunState(live, to)
  })
}

interface RunStateChange {
  operationId: Keys['operation']
  verb: string
  moving: string
  end: string
}

const changes: RunStateChange[] = [
  {
    operationId: 'instance_start',
    verb: 'start',
    moving: 'starting',
    end: 'running',
  },
  {
    operationId: 'instance_stop',
    verb: 'stop',
    moving: 'stopping',
    end: 'stopped',
  },
  {
    operationId: 'instance_reboot',
    verb: 'reboot',
    moving: 'rebooting',
    end: 'running',
  },
]

export const instanceRunStateBehaviours: Behaviour[] = changes.map((change) => ({
  operationId: change.operationId,
  method: 'post',
  path: `/v1/instances/{instance}/${change.verb}`,
  handle: (ctx, call) => {
    const instance = findItem(ctx, requireKind(ctx, 'instance'), call)
    assertState(ctx, 'instance', instance, change.operationId, change.verb)
    setRunState(instance, change.moving)
    scheduleRunState(ctx, String(instance.id), change.moving, change.end, transitionMs)
    return respond(call.op, instance, 202)
  },
}))
