/**
 * Timeseries queries, answered with made-up but steady data: the mock reads the few parts of an
 * OxQL query the console writes (the timeseries name, `instance_id == "…"`, `state == "…"` and
 * the `timestamp >= @…` / `< @…` window) and returns one per-minute series over that window. The
 * same instance, state and minute always give the same value, so charts do not jump between
 * fetches. A window that ends before it starts or in the future, and a vCPU state the platform
 * does not count, are refused as the console's form refuses them.
 */
import { isVcpuState, timeWindowProblem, type VcpuState } from '../../src/contract/index.ts'
import { invalidRequest } from '../errors.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf } from './lookup.ts'

const minuteMs = 60_000
const maxPoints = 24 * 60

/** per-minute values each timeseries wanders around, and how far */
const shapes: Record<string, { base: number; swing: number }> = {
  'virtual_machine:vcpu_usage': { base: 90e9, swing: 60e9 }, // busy ns per minute, all vCPUs
  'virtual_disk:bytes_read': { base: 40e6, swing: 35e6 },
  'virtual_disk:bytes_written': { base: 25e6, swing: 20e6 },
  'instance_network_interface:bytes_received': { base: 12e6, swing: 10e6 },
  'instance_network_interface:bytes_sent': { base: 6e6, swing: 5e6 },
}

/** busy ns per minute, all vCPUs, in each state `vcpu_usage` counts (most of it running) */
const vcpuStates: Record<VcpuState, { base: number; swing: number }> = {
  run: { base: 90e9, swing: 60e9 },
  emulation: { base: 3e9, swing: 2e9 },
  idle: { base: 50e9, swing: 30e9 },
  waiting: { base: 6e9, swing: 5e9 },
}

/** the `state == "…"` filter, refused when the platform counts no such state */
function stateOf(query: string): VcpuState | undefined {
  const state = /state\s*==\s*"([^"]*)"/.exec(query)?.[1]
  if (state === undefined) return undefined
  if (!isVcpuState(state)) throw invalidRequest(`Unknown vCPU state: ${state}`)
  return state
}

/** a smooth, repeatable wiggle from a seed and a minute */
function wave(seed: number, minute: number): number {
  return (
    0.6 * Math.sin(minute / 9 + seed) +
    0.3 * Math.sin(minute / 2.3 + seed * 2) +
    0.1 * Math.sin(minute * 1.7)
  )
}

const seedOf = (text: string) =>
  [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7)

function windowOf(query: string, now: number): [number, number] {
  const at = (op: string) => {
    const match = new RegExp(`timestamp\\s*${op}\\s*@(\\S+)`).exec(query)
    const time = match ? Date.parse(match[1] ?? '') : NaN
    return Number.isNaN(time) ? undefined : time
  }
  const end = at('<') ?? now
  const start = at('>=') ?? end - 60 * minuteMs
  return [start, end]
}

/** a query's one table: the silo's endpoint (a project's) and the fleet's answer alike */
const answerQuery: Behaviour['handle'] = (_ctx, call) => {
  const query = String(bodyOf(call).query ?? '')
  const name = /^\s*get\s+(\S+)/.exec(query)?.[1]
  if (name === undefined) throw invalidRequest('A query starts with `get <timeseries>`')
  const state = name === 'virtual_machine:vcpu_usage' ? stateOf(query) : undefined
  const shape = state ? vcpuStates[state] : shapes[name]
  if (shape === undefined) throw invalidRequest(`Timeseries not found for: ${name}`)
  if (/group_by/.test(query) && !/align/.test(query)) {
    throw invalidRequest('Input tables to a group_by must be aligned')
  }
  const instance = /instance_id\s*==\s*"([^"]+)"/.exec(query)?.[1] ?? ''
  const now = Date.now()
  const [start, end] = windowOf(query, now)
  const problem = timeWindowProblem(new Date(start), new Date(end), new Date(now))
  if (problem) throw invalidRequest(problem)
  const first = Math.ceil(start / minuteMs)
  // the window ends before `end`: a point at `end` belongs to the next one
  const last = Math.min(Math.ceil(end / minuteMs) - 1, first + maxPoints - 1)
  const seed = seedOf(`${name}:${instance}${state ? `:${state}` : ''}`)
  const minutes = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i)
  const values = minutes.map((m) =>
    Math.max(0, Math.round(shape.base + shape.swing * wave(seed, m))),
  )
  return respond(call.op, {
    tables: [
      {
        name,
        timeseries: [
          {
            fields: { instance_id: { type: 'uuid', value: instance } },
            points: {
              timestamps: minutes.map((m) => new Date(m * minuteMs).toISOString()),
              start_times: minutes.map((m) => new Date((m - 1) * minuteMs).toISOString()),
              values: [{ metric_type: 'delta', values: { type: 'integer', values } }],
            },
          },
        ],
      },
    ],
  })
}

export const timeseriesBehaviours: Behaviour[] = [
  {
    operationId: 'timeseries_query',
    method: 'post',
    path: '/v1/timeseries/query',
    handle: answerQuery,
  },
  {
    operationId: 'system_timeseries_query',
    method: 'post',
    path: '/v1/system/timeseries/query',
    handle: answerQuery,
  },
]
