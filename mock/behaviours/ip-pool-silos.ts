/**
 * Which silos may use which pools. A link says whether the pool is the silo's default; a silo
 * has at most one default, so making one the default demotes the other. The silo-side lists
 * (`silo_ip_pool_list`, `project_ip_pool_list`) are read from the same links.
 */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { ApiError, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { paginate } from '../store/pagination.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, homeSilo, itemOf, resolveNamed } from './lookup.ts'

const table = 'ipPoolSilo'

function linkOf(ctx: MockContext, call: Call): WireItem {
  const pool = itemOf(ctx, 'ipPool', call)
  const silo = resolveNamed(ctx, 'silo', String(call.params.silo), {})
  const link = ctx.db.table(table).find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
  if (!link) throw notFound(`not found: link of IP pool "${String(pool.name)}" to silo`)
  return link
}

function setDefault(ctx: MockContext, link: WireItem, isDefault: boolean): void {
  if (isDefault) {
    for (const other of ctx.db.table(table)) {
      if (other.silo_id === link.silo_id) other.is_default = false
    }
  }
  link.is_default = isDefault
}

/** the pools a silo may use, in the silo's view: the pool with its link's default flag */
function poolsOfSilo(ctx: MockContext, siloId: unknown): WireItem[] {
  return ctx.db
    .table(table)
    .filter((link) => link.silo_id === siloId)
    .flatMap((link) => {
      const pool = ctx.db.byId('ipPool', String(link.ip_pool_id))
      if (!pool) return []
      const { ip_version: _v, pool_type: _t, ...shown } = pool
      return [{ ...shown, is_default: link.is_default }]
    })
}

export const ipPoolSiloBehaviours: Behaviour[] = [
  {
    operationId: 'ip_pool_silo_link',
    method: 'post',
    path: '/v1/system/ip-pools/{pool}/silos',
    handle: (ctx, call) => {
      const pool = itemOf(ctx, 'ipPool', call)
      const body = bodyOf(call)
      const silo = resolveNamed(ctx, 'silo', String(body.silo), {})
      const links = ctx.db.table(table)
      if (links.some((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)) {
        throw new ApiError(
          400,
          'ObjectAlreadyExists',
          `already exists: link of IP pool "${String(pool.name)}" to silo "${String(silo.name)}"`,
        )
      }
      const link: WireItem = { ip_pool_id: pool.id, silo_id: silo.id, is_default: false }
      links.push(link)
      setDefault(ctx, link, body.is_default === true)
      return respond(call.op, link, 201)
    },
  },
  {
    operationId: 'ip_pool_silo_update',
    method: 'put',
    path: '/v1/system/ip-pools/{pool}/silos/{silo}',
    handle: (ctx, call) => {
      const link = linkOf(ctx, call)
      setDefault(ctx, link, bodyOf(call).is_default === true)
      return respond(call.op, link)
    },
  },
  {
    operationId: 'ip_pool_silo_unlink',
    method: 'delete',
    path: '/v1/system/ip-pools/{pool}/silos/{silo}',
    handle: (ctx, call) => {
      const link = linkOf(ctx, call)
      const links = ctx.db.table(table)
      links.splice(links.indexOf(link), 1)
      return respond(call.op, undefined, 204)
    },
  },
  {
    operationId: 'silo_ip_pool_list',
    method: 'get',
    path: '/v1/system/silos/{silo}/ip-pools',
    handle: (ctx, call) => {
      const silo = itemOf(ctx, 'silo', call)
      return respond(call.op, paginate(poolsOfSilo(ctx, silo.id), call.query))
    },
  },
  {
    operationId: 'project_ip_pool_list',
    method: 'get',
    path: '/v1/ip-pools',
    handle: (ctx, call) => {
      const silo = ctx.session.current(call.request)?.silo_id ?? homeSilo(ctx)?.id
      return respond(call.op, paginate(poolsOfSilo(ctx, silo), call.query))
    },
  },
  {
    operationId: 'project_ip_pool_view',
    method: 'get',
    path: '/v1/ip-pools/{pool}',
    handle: (ctx, call) => {
      const silo = ctx.session.current(call.request)?.silo_id ?? homeSilo(ctx)?.id
      const wanted = String(call.params.pool)
      const pool = poolsOfSilo(ctx, silo).find((p) => p.id === wanted || p.name === wanted)
      if (!pool) throw notFound(`not found: IP pool "${wanted}"`)
      return respond(call.op, pool)
    },
  },
]
