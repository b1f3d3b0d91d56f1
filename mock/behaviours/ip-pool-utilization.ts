/**
 * IP pool utilization from the pool's ranges and the external addresses held in them. Counts
 * are summed as bigints (an IPv6 range can hold more than 2^64 addresses) and only turned into
 * the document's floating-point numbers at the end.
 */
import type { MockContext } from '../context.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { parseIp, type ParsedIp } from './ip-address.ts'
import { rangeOf, takenExternalIps } from './ip-allocation.ts'
import { itemOf } from './lookup.ts'

interface Bounds {
  first: ParsedIp
  last: ParsedIp
}

function boundsOf(ctx: MockContext, poolId: unknown): Bounds[] {
  return ctx.db
    .table('ipPoolRange')
    .filter((row) => row.ip_pool_id === poolId)
    .flatMap((row) => {
      const first = parseIp(rangeOf(row).first ?? '')
      const last = parseIp(rangeOf(row).last ?? '')
      return first && last ? [{ first, last }] : []
    })
}

/** addresses in the pool's ranges, and how many of them instances, IPs or gateways hold */
export function poolCounts(ctx: MockContext, poolId: unknown): { capacity: bigint; used: bigint } {
  const ranges = boundsOf(ctx, poolId)
  const capacity = ranges.reduce((sum, r) => sum + r.last.value - r.first.value + 1n, 0n)
  const inPool = (ip: ParsedIp) =>
    ranges.some(
      (r) =>
        r.first.version === ip.version && ip.value >= r.first.value && ip.value <= r.last.value,
    )
  let used = 0n
  for (const text of takenExternalIps(ctx)) {
    const ip = parseIp(text)
    if (ip && inPool(ip)) used += 1n
  }
  return { capacity, used }
}

export const ipPoolUtilizationBehaviour: Behaviour = {
  operationId: 'ip_pool_utilization_view',
  method: 'get',
  path: '/v1/system/ip-pools/{pool}/utilization',
  handle: (ctx, call) => {
    const { capacity, used } = poolCounts(ctx, itemOf(ctx, 'ipPool', call).id)
    return respond(call.op, { capacity: Number(capacity), remaining: Number(capacity - used) })
  },
}
