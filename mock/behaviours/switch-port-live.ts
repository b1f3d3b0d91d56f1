/**
 * What a switch port's switch reports about it: its link, its LLDP settings and the devices it
 * hears over LLDP. The document's examples are one port's (the world's first, `qsfp0` on
 * `switch0`, whose settings the example's LLDP names): the mock holds them to be that port's.
 * A port with settings applied has its link up, as the example's; one without has it down.
 * Every other port starts with LLDP off and hears no one. A port that does not exist is 404.
 */
import type { Call } from '../call.ts'
import { type MockContext, requireKind } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { paginate } from '../store/pagination.ts'
import { newId } from '../store/time.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf } from './lookup.ts'
import { portNamed, portOf } from './switch-ports.ts'

/** the LLDP settings set here, one row per port: `{ port_id, config }` */
const LLDP_TABLE = 'switchPortLldpSettings'

/** the world's port the examples describe: the first seeded port */
const isExamplePort = (ctx: MockContext, port: WireItem) =>
  ctx.db.seeded(requireKind(ctx, 'networkingSwitchPort').name)[0]?.id === port.id

function lldpOf(ctx: MockContext, port: WireItem): WireItem {
  const rows = ctx.db.table(LLDP_TABLE)
  const kept = rows.find((row) => row.port_id === port.id)
  if (kept) return kept.config as WireItem
  const example = isExamplePort(ctx, port)
    ? ctx.db.seeded(requireKind(ctx, 'switchPortLldpConfig').name)[0]
    : undefined
  const config: WireItem = example
    ? (structuredClone(example) as WireItem)
    : {
        id: newId(),
        enabled: false,
        chassis_id: null,
        link_name: null,
        link_description: null,
        management_ip: null,
        system_name: null,
        system_description: null,
      }
  rows.push({ port_id: port.id, config })
  return config
}

function statusOf(ctx: MockContext, port: WireItem): WireItem {
  if (port.port_settings_id == null) return { link: 'down' }
  const example = ctx.db.seeded(requireKind(ctx, 'switchPortStatus').name)[0]
  return example ? (structuredClone(example) as WireItem) : { link: 'up' }
}

const lldpPath = '/v1/system/hardware/switch-port/{port}/lldp/config'

export const switchPortLiveBehaviours: Behaviour[] = [
  {
    operationId: 'networking_switch_port_status',
    method: 'get',
    path: '/v1/system/hardware/switch-port/{port}/status',
    handle: (ctx, call) => respond(call.op, statusOf(ctx, portOf(ctx, call))),
  },
  {
    operationId: 'networking_switch_port_lldp_config_view',
    method: 'get',
    path: lldpPath,
    handle: (ctx, call) => respond(call.op, lldpOf(ctx, portOf(ctx, call))),
  },
  {
    operationId: 'networking_switch_port_lldp_config_update',
    method: 'post',
    path: lldpPath,
    handle: (ctx, call: Call) => {
      const current = lldpOf(ctx, portOf(ctx, call))
      const body = bodyOf(call)
      // the settings are the port's own: the body names them by their id
      if (body.id !== current.id) {
        throw invalidRequest(`LLDP configuration "${String(body.id)}" is not this port's`)
      }
      const next: WireItem = { ...current }
      for (const field of Object.keys(current)) if (field in body) next[field] = body[field] ?? null
      Object.assign(current, next)
      return respond(call.op)
    },
  },
  {
    operationId: 'networking_switch_port_lldp_neighbors',
    method: 'get',
    path: '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors',
    handle: (ctx, call) => {
      const port = portNamed(ctx, {
        rack: call.params.rack_id,
        location: call.params.switch_location,
        port: call.params.port,
      })
      const neighbors = requireKind(ctx, 'lldpNeighbor')
      const heard = isExamplePort(ctx, port)
        ? ctx.db.table(neighbors.name).filter((row) => row.local_port === port.port_name)
        : []
      return respond(call.op, paginate(heard, call.query))
    },
  },
]
