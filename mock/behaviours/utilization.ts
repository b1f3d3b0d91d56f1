/**
 * Utilization computed from the store: what the silo's instances and disks hold now, against
 * its quotas. An instance holds its CPUs and memory, a disk its size, unless it is in one of
 * its kind's idle states (the manifest's: stopped, failed or gone; destroyed). The world's projects are all its first silo's.
 */
import { requireKind, type MockContext } from '../context.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { paginate } from '../store/pagination.ts'
import type { Behaviour } from './behaviour.ts'
import { homeSilo, itemOf } from './lookup.ts'
import { stateOf } from './states.ts'

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
  // the manifest's idle states: an item in one holds none of the silo's resources
  const holding = (kind: string) => {
    const idle = requireKind(ctx, kind).states?.idle ?? []
    return ctx.db
      .table(kind)
      .filter((row) => inScope(row) && !idle.includes(stateOf(ctx, kind, row)))
  }
  const live = holding('instance')
  const disks = holding('disk')
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
