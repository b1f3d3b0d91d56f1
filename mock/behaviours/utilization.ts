/**
 * Utilization computed from the store: what the silo's instances and disks hold now, against
 * its quotas. An instance holds its CPUs and memory unless it is stopped, failed or gone; a
 * disk holds its size until it is destroyed. The world's projects are all its first silo's.
 */
import type { MockContext } from '../context.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { paginate } from '../store/pagination.ts'
import type { Behaviour } from './behaviour.ts'
import { homeSilo, itemOf } from './lookup.ts'

/** run states in which an instance holds no CPUs or memory */
const idleStates = ['stopped', 'failed', 'destroyed']

export interface Counts {
  cpus: number
  memory: number
  storage: number
}

const zero: Counts = { cpus: 0, memory: 0, storage: 0 }
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0)

export function provisioned(ctx: MockContext, siloId: unknown, projectId?: unknown): Counts {
  if (siloId !== homeSilo(ctx)?.id) return zero
  const inScope = (row: WireItem) => projectId === undefined || row.project_id === projectId
  const live = ctx.db
    .table('instance')
    .filter((i) => inScope(i) && !idleStates.includes(String(i.run_state)))
  const disks = ctx.db
    .table('disk')
    .filter((d) => inScope(d) && (d.state as WireItem | undefined)?.state !== 'destroyed')
  return {
    cpus: live.reduce((sum, i) => sum + numberOf(i.ncpus), 0),
    memory: live.reduce((sum, i) => sum + numberOf(i.memory), 0),
    storage: disks.reduce((sum, d) => sum + numberOf(d.size), 0),
  }
}

function quotas(ctx: MockContext, siloId: unknown): Counts {
  const row = ctx.db.table('siloQuotas').find((q) => q.silo_id === siloId)
  return row
    ? { cpus: numberOf(row.cpus), memory: numberOf(row.memory), storage: numberOf(row.storage) }
    : zero
}

function siloUtilization(ctx: MockContext, silo: WireItem): WireItem {
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    allocated: quotas(ctx, silo.id),
    provisioned: provisioned(ctx, silo.id),
  }
}

export const utilizationBehaviours: Behaviour[] = [
  {
    operationId: 'utilization_view',
    method: 'get',
    path: '/v1/utilization',
    handle: (ctx, call) => {
      const silo = ctx.session.current(call.request)?.silo_id ?? homeSilo(ctx)?.id
      return respond(call.op, { capacity: quotas(ctx, silo), provisioned: provisioned(ctx, silo) })
    },
  },
  {
    operationId: 'silo_utilization_list',
    method: 'get',
    path: '/v1/system/utilization/silos',
    handle: (ctx, call) => {
      // paged by silo, then shown as each silo's utilization
      const page = paginate(ctx.db.table('silo'), call.query)
      const items = page.items.map((silo) => siloUtilization(ctx, silo))
      return respond(call.op, { items, next_page: page.next_page })
    },
  },
  {
    operationId: 'silo_utilization_view',
    method: 'get',
    path: '/v1/system/utilization/silos/{silo}',
    handle: (ctx, call) => respond(call.op, siloUtilization(ctx, itemOf(ctx, 'silo', call))),
  },
]
