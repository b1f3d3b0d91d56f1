/**
 * A loopback address is deleted by where it sits and what it is: rack, switch, address and
 * prefix width in the path, as the platform names it (`/…/192.168.1.15/32`). The width must
 * be a prefix length; nothing at that place with that address is not found.
 */
import { requireKind } from '../context.ts'
import { invalidValue, notFound } from '../errors.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'

export const loopbackAddressBehaviours: Behaviour[] = [
  {
    operationId: 'networking_loopback_address_delete',
    method: 'delete',
    path: '/v1/system/networking/loopback-address/{rack_id}/{switch_location}/{address}/{subnet_mask}',
    handle: (ctx, call) => {
      const kind = requireKind(ctx, 'networkingLoopbackAddress')
      const { rack_id: rack, switch_location: location, address, subnet_mask: width } = call.params
      if (!/^\d{1,3}$/.test(width ?? '') || Number(width) > 128) {
        throw invalidValue(`subnet_mask: invalid prefix length "${String(width)}"`)
      }
      const rows = ctx.db.table(kind.name)
      const index = rows.findIndex(
        (row) =>
          row.rack_id === rack &&
          row.switch_location === location &&
          row.address === `${String(address)}/${String(width)}`,
      )
      if (index < 0) {
        throw notFound(`not found: ${kind.singular} ${String(address)}/${String(width)}`)
      }
      rows.splice(index, 1)
      return respond(call.op)
    },
  },
]
