/**
 * Address ranges of IP pools and of the service pool. A range is checked before it is
 * stored: first ≤ last, one IP version and the pool's, and no address shared with any other
 * range of any pool.
 */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { invalidRequest, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { type ParsedIp, parseIp } from './ip-address.ts'
import { rangeOf, takenExternalIps } from './ip-allocation.ts'
import { bodyOf, itemOf } from './lookup.ts'

const poolTable = 'ipPoolRange'
const serviceTable = 'ipPoolServiceRange'

interface Bounds {
  first: ParsedIp
  last: ParsedIp
}

function boundsOf(range: { first?: unknown; last?: unknown }): Bounds {
  const first = parseIp(String(range.first))
  const last = parseIp(String(range.last))
  if (!first || !last) throw invalidRequest('range bounds must be IP addresses')
  if (first.version !== last.version) {
    throw invalidRequest('range bounds must be of the same IP version')
  }
  if (first.value > last.value) throw invalidRequest('the first address must not follow the last')
  return { first, last }
}

function assertNoOverlap(ctx: MockContext, wanted: Bounds): void {
  for (const row of [...ctx.db.table(poolTable), ...ctx.db.table(serviceTable)]) {
    const { first, last } = rangeOf(row)
    const existing = parseIp(first ?? '')
    const end = parseIp(last ?? '')
    if (!existing || !end || existing.version !== wanted.first.version) continue
    if (wanted.first.value <= end.value && existing.value <= wanted.last.value) {
      throw invalidRequest(`range overlaps the existing range ${first}–${last}`)
    }
  }
}

/** the service pool: the platform's own, named by its ranges (it has no row of its own) */
export function servicePool(ctx: MockContext): WireItem {
  const id = ctx.db.table(serviceTable)[0]?.ip_pool_id ?? '00000000-0000-4000-8000-000000000000'
  return {
    id,
    name: 'oxide-service-pool',
    description: 'IP addresses of the rack’s own services',
    ip_version: 'v4',
    pool_type: 'unicast',
    time_created: '2025-10-01T09:00:00Z',
    time_modified: '2025-10-01T09:00:00Z',
  }
}

function add(ctx: MockContext, call: Call, table: string, pool: WireItem): Response {
  const range = bodyOf(call)
  const bounds = boundsOf(range)
  if (pool.ip_version && bounds.first.version !== pool.ip_version) {
    throw invalidRequest(`the pool holds ${String(pool.ip_version)} addresses only`)
  }
  assertNoOverlap(ctx, bounds)
  const row = {
    id: newId(),
    ip_pool_id: pool.id,
    range: { first: range.first, last: range.last },
    time_created: now(),
  }
  return respond(call.op, ctx.db.insert(table, row), 201)
}

function remove(ctx: MockContext, call: Call, table: string, pool: WireItem): Response {
  const { first, last } = bodyOf(call)
  const row = ctx.db
    .table(table)
    .find((r) => r.ip_pool_id === pool.id && rangeOf(r).first === first && rangeOf(r).last === last)
  if (!row) throw notFound(`not found: IP pool range ${String(first)}–${String(last)}`)
  const bounds = boundsOf(rangeOf(row))
  const inUse = [...takenExternalIps(ctx)].some((ip) => {
    const address = parseIp(ip)
    return (
      address?.version === bounds.first.version &&
      address.value >= bounds.first.value &&
      address.value <= bounds.last.value
    )
  })
  if (inUse) throw invalidRequest('the range has addresses in use; release them first')
  ctx.db.remove(table, String(row.id))
  return respond(call.op, undefined, 204)
}

export const ipPoolRangeBehaviours: Behaviour[] = [
  {
    operationId: 'ip_pool_range_add',
    method: 'post',
    path: '/v1/system/ip-pools/{pool}/ranges/add',
    handle: (ctx, call) => add(ctx, call, poolTable, itemOf(ctx, 'ipPool', call)),
  },
  {
    operationId: 'ip_pool_range_remove',
    method: 'post',
    path: '/v1/system/ip-pools/{pool}/ranges/remove',
    handle: (ctx, call) => remove(ctx, call, poolTable, itemOf(ctx, 'ipPool', call)),
  },
  {
    operationId: 'ip_pool_service_view',
    method: 'get',
    path: '/v1/system/ip-pools-service',
    handle: (ctx, call) => respond(call.op, servicePool(ctx)),
  },
  {
    operationId: 'ip_pool_service_range_add',
    method: 'post',
    path: '/v1/system/ip-pools-service/ranges/add',
    handle: (ctx, call) => add(ctx, call, serviceTable, servicePool(ctx)),
  },
  {
    operationId: 'ip_pool_service_range_remove',
    method: 'post',
    path: '/v1/system/ip-pools-service/ranges/remove',
    handle: (ctx, call) => remove(ctx, call, serviceTable, servicePool(ctx)),
  },
]
