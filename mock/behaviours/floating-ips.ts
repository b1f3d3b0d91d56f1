/**
 * Floating IPs: created with an address from the named pool (or the silo's default), attached
 * and detached; the IP's `instance_id` says where it is attached.
 */
import { requireKind } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { assertUniqueName } from '../store/generic.ts'
import { isUuid, newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { inRanges } from '../../src/contract/network-rules.ts'
import { allocateFromPool, poolNamedOrDefault, rangeOf, takenExternalIps } from './ip-allocation.ts'
import { bodyOf, itemOf, resolveNamed, selectedItem } from './lookup.ts'

export const floatingIpBehaviours: Behaviour[] = [
  {
    operationId: 'floating_ip_create',
    method: 'post',
    path: '/v1/floating-ips',
    handle: (ctx, call) => {
      const project = selectedItem(ctx, 'project', 'project', call)
      const body = bodyOf(call)
      const pool = poolNamedOrDefault(ctx, body.pool)
      const asked = typeof body.ip === 'string' && body.ip !== '' ? body.ip : undefined
      if (asked && takenExternalIps(ctx).has(asked)) {
        throw invalidRequest(`IP address ${asked} is already in use`)
      }
      // an address asked for must be one the pool holds (src/contract/network-rules.ts)
      const ranges = ctx.db
        .table('ipPoolRange')
        .filter((row) => row.ip_pool_id === pool.id)
        .map((row) => rangeOf(row) as { first: string; last: string })
      if (asked && !inRanges(asked, ranges)) {
        throw invalidRequest(
          `IP address ${asked} is not in any range of pool "${String(pool.name)}"`,
        )
      }
      const time = now()
      const ip: WireItem = {
        id: newId(),
        name: body.name,
        description: body.description ?? '',
        project_id: project.id,
        ip: asked ?? allocateFromPool(ctx, pool.id),
        ip_pool_id: pool.id,
        instance_id: null,
        time_created: time,
        time_modified: time,
      }
      assertUniqueName(ctx, requireKind(ctx, 'floatingIp'), ip)
      return respond(call.op, ctx.db.insert('floatingIp', ip), 201)
    },
  },
  {
    operationId: 'floating_ip_attach',
    method: 'post',
    path: '/v1/floating-ips/{floating_ip}/attach',
    handle: (ctx, call) => {
      const ip = itemOf(ctx, 'floatingIp', call)
      if (ip.instance_id != null) {
        throw invalidRequest(`floating IP "${String(ip.name)}" is already attached to an instance`)
      }
      const parent = String(bodyOf(call).parent)
      // the instance is looked up in the IP's own project: an IP never crosses projects
      const scope: Record<string, string> = isUuid(parent) ? {} : { project: String(ip.project_id) }
      const instance = resolveNamed(ctx, 'instance', parent, scope)
      if (instance.project_id !== ip.project_id) {
        throw invalidRequest('the instance must be in the floating IP’s project')
      }
      Object.assign(ip, { instance_id: instance.id, time_modified: now() })
      return respond(call.op, ip, 202)
    },
  },
  {
    operationId: 'floating_ip_detach',
    method: 'post',
    path: '/v1/floating-ips/{floating_ip}/detach',
    handle: (ctx, call) => {
      const ip: WireItem = itemOf(ctx, 'floatingIp', call)
      if (ip.instance_id == null) {
        throw invalidRequest(`floating IP "${String(ip.name)}" is not attached`)
      }
      Object.assign(ip, { instance_id: null, time_modified: now() })
      return respond(call.op, ip, 202)
    },
  },
]
