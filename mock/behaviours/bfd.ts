/**
 * BFD sessions, as the status list shows them: starting one adds its peer's row in `init`,
 * `up` a moment later, as the peer answers; stopping one takes the row with that peer on that
 * switch away. The body names a session (the API has no path for one); starting one that runs
 * already is refused, stopping one that does not is not found, so a mistyped peer is told
 * rather than quietly "stopped".
 */
import { requireKind } from '../context.ts'
import { alreadyExists, notFound } from '../errors.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf } from './lookup.ts'

export const bfdUpAfterMs = 2000

export const bfdBehaviours: Behaviour[] = [
  {
    operationId: 'networking_bfd_enable',
    method: 'post',
    path: '/v1/system/networking/bfd-enable',
    handle: (ctx, call) => {
      const sessions = requireKind(ctx, 'bfdSession')
      const body = bodyOf(call)
      const rows = ctx.db.table(sessions.name)
      if (rows.some((row) => row.peer === body.remote && row.switch === body.switch)) {
        throw alreadyExists(sessions.singular, String(body.remote))
      }
      const session = {
        peer: body.remote,
        switch: body.switch,
        local: body.local ?? null,
        mode: body.mode,
        detection_threshold: body.detection_threshold,
        required_rx: body.required_rx,
        state: 'init',
      }
      rows.push(session)
      ctx.timers.after(bfdUpAfterMs, () => {
        if (session.state === 'init') session.state = 'up'
      })
      return respond(call.op)
    },
  },
  {
    operationId: 'networking_bfd_disable',
    method: 'post',
    path: '/v1/system/networking/bfd-disable',
    handle: (ctx, call) => {
      const sessions = requireKind(ctx, 'bfdSession')
      const { remote, switch: location } = bodyOf(call)
      const rows = ctx.db.table(sessions.name)
      const index = rows.findIndex((row) => row.peer === remote && row.switch === location)
      if (index < 0) {
        throw notFound(
          `not found: ${sessions.singular} with ${String(remote)} on ${String(location)}`,
        )
      }
      rows.splice(index, 1)
      return respond(call.op)
    },
  },
]
