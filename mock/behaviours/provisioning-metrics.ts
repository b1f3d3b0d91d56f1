/**
 * Provisioning history (vCPUs, memory, disk space) for the utilization charts. The mock keeps
 * no history, so it makes one up: samples across the asked window that wander below today's
 * value, repeatably for the same instant, and end at what the world provisions now. The
 * fleet-wide series is the sum over silos; a silo's may be narrowed to one project.
 */
import { timeWindowProblem } from '../../src/contract/index.ts'
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { homeSilo, resolveNamed } from './lookup.ts'
import { provisioned, type Counts } from './utilization.ts'

const counterOf: Record<string, keyof Counts> = {
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
  virtual_disk_space_provisioned: 'storage',
}

const hourMs = 3_600_000
const maxSamples = 200
const gib = 1024 ** 3

/**
 * Between 0.55 and 1 of today's value, smooth over hours and the same for the same hour,
 * easing to 1 over the last three hours so the series meets today's value without a jump.
 */
function shareAt(time: number, end: number): number {
  const hour = time / hourMs
  const wander = 0.225 - 0.15 * Math.sin(hour / 7) - 0.075 * Math.sin(hour / 1.9)
  return 1 - wander * Math.min(1, (end - time) / (3 * hourMs))
}

function samples(call: Call, current: number, counter: keyof Counts) {
  const start = Date.parse(String(call.query.start_time ?? ''))
  const end = Date.parse(String(call.query.end_time ?? ''))
  // the console's own rule on a window (src/contract/timeseries-rules.ts)
  const problem = timeWindowProblem(new Date(start), new Date(end), new Date())
  if (problem) throw invalidRequest(problem)
  const step = Math.max(hourMs / 4, Math.ceil((end - start) / maxSamples))
  // whole units: vCPUs, or GiB for memory and disk space
  const unit = counter === 'cpus' ? 1 : gib
  const items = []
  for (let time = start; time < end; time += step) {
    const last = time + step >= end
    const value = last ? current : Math.round((current * shareAt(time, end)) / unit) * unit
    items.push({ timestamp: new Date(time).toISOString(), datum: { type: 'i64', datum: value } })
  }
  if (call.query.order === 'descending') items.reverse()
  return { items, next_page: null }
}

function counterFor(call: Call): keyof Counts {
  const counter = counterOf[String(call.params.metric_name)]
  if (!counter) throw invalidRequest(`unknown metric "${String(call.params.metric_name)}"`)
  return counter
}

export const provisioningMetricBehaviours: Behaviour[] = [
  {
    operationId: 'system_metric',
    method: 'get',
    path: '/v1/system/metrics/{metric_name}',
    handle: (ctx: MockContext, call) => {
      const counter = counterFor(call)
      const silos =
        typeof call.query.silo === 'string'
          ? [resolveNamed(ctx, 'silo', call.query.silo, {})]
          : ctx.db.table('silo')
      const current = silos.reduce((sum, silo) => sum + provisioned(ctx, silo.id)[counter], 0)
      return respond(call.op, samples(call, current, counter))
    },
  },
  {
    operationId: 'silo_metric',
    method: 'get',
    path: '/v1/metrics/{metric_name}',
    handle: (ctx: MockContext, call) => {
      const counter = counterFor(call)
      const silo = ctx.session.current(call.request)?.silo_id ?? homeSilo(ctx)?.id
      const project =
        typeof call.query.project === 'string'
          ? resolveNamed(ctx, 'project', call.query.project, {}).id
          : undefined
      return respond(call.op, samples(call, provisioned(ctx, silo, project)[counter], counter))
    },
  },
]
