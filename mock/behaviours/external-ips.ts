/**
 * An instance's external addresses: its SNAT and ephemeral IPs (table `instanceExternalIp`,
 * each row carrying the instance it belongs to) and the floating IPs attached to it.
 */
import type { MockContext } from '../context.ts'
import { alreadyExists, invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { allocateFromPool, poolNamedOrDefault } from './ip-allocation.ts'
import { bodyOf, itemOf } from './lookup.ts'

const table = 'instanceExternalIp'

/**
 * The live SNAT and ephemeral rows. The seed's rows name no instance (the API's object has
 * no such field): they are the world's first instance's. Its floating row is left to the
 * floating IP table, the one place attachment lives.
 */
function ownedRows(ctx: MockContext): WireItem[] {
  const rows = ctx.db.table(table)
  const firstInstance = ctx.db.table('instance')[0]
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]
    if (row?.kind === 'floating') rows.splice(i, 1)
    else if (row && row.instance_id === undefined) row.instance_id = firstInstance?.id
  }
  return rows
}

/** the wire shape: the owning instance is the mock's bookkeeping, not the API's */
const external = ({ instance_id: _owner, ...ip }: WireItem): WireItem => ip

export function externalIpsOf(ctx: MockContext, instance: WireItem): WireItem[] {
  const own = ownedRows(ctx).filter((row) => row.instance_id === instance.id)
  const floating = ctx.db
    .table('floatingIp')
    .filter((ip) => ip.instance_id === instance.id)
    .map((ip) => ({ ...ip, kind: 'floating' }))
  return [...own.map(external), ...floating]
}

export const externalIpBehaviours: Behaviour[] = [
  {
    operationId: 'instance_external_ip_list',
    method: 'get',
    path: '/v1/instances/{instance}/external-ips',
    handle: (ctx, call) => {
      const instance = itemOf(ctx, 'instance', call)
      return respond(call.op, { items: externalIpsOf(ctx, instance), next_page: null })
    },
  },
  {
    operationId: 'instance_ephemeral_ip_attach',
    method: 'post',
    path: '/v1/instances/{instance}/external-ips/ephemeral',
    handle: (ctx, call) => {
      const instance = itemOf(ctx, 'instance', call)
      const rows = ownedRows(ctx)
      if (rows.some((row) => row.instance_id === instance.id && row.kind === 'ephemeral')) {
        throw alreadyExists('ephemeral IP of instance', String(instance.name))
      }
      const pool = poolNamedOrDefault(ctx, bodyOf(call).pool)
      const ip = {
        kind: 'ephemeral',
        ip: allocateFromPool(ctx, pool.id),
        ip_pool_id: pool.id,
        instance_id: instance.id,
      }
      rows.push(ip)
      return respond(call.op, external(ip), 202)
    },
  },
  {
    operationId: 'instance_ephemeral_ip_detach',
    method: 'delete',
    path: '/v1/instances/{instance}/external-ips/ephemeral',
    handle: (ctx, call) => {
      const instance = itemOf(ctx, 'instance', call)
      const rows = ownedRows(ctx)
      const index = rows.findIndex(
        (row) => row.instance_id === instance.id && row.kind === 'ephemeral',
      )
      if (index < 0) throw invalidRequest(`instance "${String(instance.name)}" has no ephemeral IP`)
      rows.splice(index, 1)
      return respond(call.op, undefined, 204)
    },
  },
]
