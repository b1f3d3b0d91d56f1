/**
 * Adding a cabled-in sled to the rack: the sled named by its baseboard's part and serial leaves
 * the uninitialized list and joins the rack's sleds, in service and provisionable, with the
 * hardware of the rack's other sleds of that part (the API's uninitialized sled does not say).
 */
import { requireKind } from '../context.ts'
import { notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf } from './lookup.ts'

const baseboardOf = (row: WireItem) => (row.baseboard ?? {}) as WireItem

export const sledAddBehaviour: Behaviour = {
  operationId: 'sled_add',
  method: 'post',
  path: '/v1/system/hardware/sleds',
  handle: (ctx, call) => {
    const waiting = ctx.db.table(requireKind(ctx, 'uninitializedSled').name)
    const sleds = ctx.db.table(requireKind(ctx, 'sled').name)
    const { part, serial } = bodyOf(call)
    const index = waiting.findIndex(
      (row) => baseboardOf(row).part === part && baseboardOf(row).serial === serial,
    )
    const found = waiting[index]
    if (!found) throw notFound(`not found: uninitialized sled "${String(serial)}"`)
    const twin = sleds.find((sled) => baseboardOf(sled).part === part)
    const time = now()
    const sled: WireItem = {
      id: newId(),
      baseboard: found.baseboard,
      rack_id: found.rack_id,
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
      usable_hardware_threads: twin?.usable_hardware_threads ?? 0,
      usable_physical_ram: twin?.usable_physical_ram ?? 0,
      time_created: time,
      time_modified: time,
    }
    waiting.splice(index, 1)
    sleds.push(sled)
    return respond(call.op, { id: sled.id }, 201)
  },
}
