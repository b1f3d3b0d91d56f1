/**
 * Handing out external addresses: every address any instance, floating IP or gateway holds is
 * taken; a new one is the lowest free address of the pool's ranges.
 */
import type { MockContext } from '../context.ts'
import { ApiError, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { firstFree, parseIp } from './ip-address.ts'
import { homeSilo, resolveNamed } from './lookup.ts'

export const rangeOf = (row: WireItem) => (row.range ?? {}) as { first?: string; last?: string }

export function takenExternalIps(ctx: MockContext): Set<string> {
  const holders = [
    ...ctx.db.table('instanceExternalIp'),
    ...ctx.db.table('floatingIp'),
    ...ctx.db.table('internetGatewayIpAddress'),
  ]
  return new Set(holders.map((row) => String(row.ip ?? row.address)))
}

/** the lowest free address of a pool; 507 when the pool is full, as on the platform */
export function allocateFromPool(ctx: MockContext, poolId: unknown): string {
  const taken = takenExternalIps(ctx)
  const ranges = ctx.db.table('ipPoolRange').filter((row) => row.ip_pool_id === poolId)
  for (const row of ranges) {
    const first = parseIp(rangeOf(row).first ?? '')
    const last = parseIp(rangeOf(row).last ?? '')
    const free = first && last ? firstFree(first, last, taken) : undefined
    if (free) return free
  }
  throw new ApiError(507, 'InsufficientCapacity', 'no IP addresses are left in the pool')
}

/** the pool an address comes from: the named one, else the current silo's default */
export function poolNamedOrDefault(ctx: MockContext, named: unknown): WireItem {
  if (typeof named === 'string') return resolveNamed(ctx, 'ipPool', named, {})
  const silo = homeSilo(ctx)
  const link = ctx.db
    .table('ipPoolSilo')
    .find((row) => row.silo_id === silo?.id && row.is_default === true)
  const pool = link && ctx.db.byId('ipPool', String(link.ip_pool_id))
  if (!pool) throw notFound('not found: default IP pool for the current silo')
  return pool
}
