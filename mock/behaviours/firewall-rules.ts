/**
 * A VPC's firewall rules are one list: the view returns it whole, and an update replaces it
 * whole (new ids every time, as the platform does). Rule names must be unique in the list.
 */
import { hostNetProblem } from '../../src/contract/network-rules.ts'
import { portRangeProblem } from '../../src/contract/port-range.ts'
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { invalidRequest, invalidValue } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, selectedItem } from './lookup.ts'

const table = 'vpcFirewallRule'

const rulesOf = (ctx: MockContext, vpc: WireItem) =>
  ctx.db.table(table).filter((rule) => rule.vpc_id === vpc.id)

const vpcOf = (ctx: MockContext, call: Call) => selectedItem(ctx, 'vpc', 'vpc', call)

/** a host or target network with host bits set would match more than it says: refused */
function assertNetworks(rule: WireItem): void {
  const filters = (rule.filters ?? {}) as WireItem
  const endpoints = [
    ...((rule.targets ?? []) as WireItem[]),
    ...((filters.hosts ?? []) as WireItem[]),
  ]
  for (const endpoint of endpoints) {
    if (endpoint.type !== 'ip_net' || typeof endpoint.value !== 'string') continue
    const problem = hostNetProblem(endpoint.value)
    if (problem?.kind === 'host-bits') {
      throw invalidValue(
        `unsupported value for "hosts": "${endpoint.value}" has host bits set (the network is ${problem.network})`,
      )
    }
  }
}

/** the platform parses each port filter into a range of real ports (1–65535, end not below start) */
function assertPorts(rule: WireItem): void {
  const filters = (rule.filters ?? {}) as WireItem
  for (const port of (filters.ports ?? []) as string[]) {
    if (portRangeProblem(port)) {
      throw invalidValue(`unsupported value for "ports": invalid port range "${port}"`)
    }
  }
}

export const firewallRuleBehaviours: Behaviour[] = [
  {
    operationId: 'vpc_firewall_rules_view',
    method: 'get',
    path: '/v1/vpc-firewall-rules',
    handle: (ctx, call) => respond(call.op, { rules: rulesOf(ctx, vpcOf(ctx, call)) }),
  },
  {
    operationId: 'vpc_firewall_rules_update',
    method: 'put',
    path: '/v1/vpc-firewall-rules',
    handle: (ctx, call) => {
      const vpc = vpcOf(ctx, call)
      const wanted = (bodyOf(call).rules ?? []) as WireItem[]
      const names = new Set<unknown>()
      for (const rule of wanted) {
        if (names.has(rule.name)) {
          throw invalidRequest(`firewall rule names must be unique: "${String(rule.name)}"`)
        }
        names.add(rule.name)
        assertPorts(rule)
        assertNetworks(rule)
      }
      const time = now()
      const rules = wanted.map((rule) => ({
        ...rule,
        id: newId(),
        vpc_id: vpc.id,
        time_created: time,
        time_modified: time,
      }))
      const rows = ctx.db.table(table)
      for (const old of rulesOf(ctx, vpc)) rows.splice(rows.indexOf(old), 1)
      rows.push(...rules)
      return respond(call.op, { rules })
    },
  },
]
