/**
 * A switch port's settings: applying a settings object points the port at it, clearing takes
 * it off. A port is named by its name in the path and its rack and switch in the query, as the
 * platform's are; the settings object by name or id. Settings a port uses cannot be deleted
 * (`store/delete-guards.ts`).
 */
import type { Call } from '../call.ts'
import { type MockContext, requireKind } from '../context.ts'
import { notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, resolveNamed } from './lookup.ts'

/** the port the call names: its name in the path, its rack and switch in the query */
export function portOf(ctx: MockContext, call: Call): WireItem {
  return portNamed(ctx, {
    rack: call.query.rack_id,
    location: call.query.switch_location,
    port: call.params.port,
  })
}

/** a port by its rack, switch and name, or the platform's 404 */
export function portNamed(
  ctx: MockContext,
  named: { rack: string | undefined; location: string | undefined; port: string | undefined },
): WireItem {
  const ports = requireKind(ctx, 'networkingSwitchPort')
  const { rack, location, port } = named
  const found = ctx.db
    .table(ports.name)
    .find(
      (row) => row.port_name === port && row.rack_id === rack && row.switch_location === location,
    )
  if (!found) {
    throw notFound(`not found: ${ports.singular} "${String(port)}" on ${String(location)}`)
  }
  return found
}

const path = '/v1/system/hardware/switch-port/{port}/settings'

export const switchPortBehaviours: Behaviour[] = [
  {
    operationId: 'networking_switch_port_apply_settings',
    method: 'post',
    path,
    handle: (ctx, call) => {
      const port = portOf(ctx, call)
      const settings = resolveNamed(
        ctx,
        'networkingSwitchPortSettings',
        String(bodyOf(call).port_settings),
        {},
      )
      port.port_settings_id = settings.id
      return respond(call.op)
    },
  },
  {
    operationId: 'networking_switch_port_clear_settings',
    method: 'delete',
    path,
    handle: (ctx, call) => {
      portOf(ctx, call).port_settings_id = null
      return respond(call.op)
    },
  },
]
