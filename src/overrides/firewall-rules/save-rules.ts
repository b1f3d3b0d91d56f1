import {
  buildOperationArgs,
  callOperation,
  invalidateKind,
  type RouteParams,
  unwrap,
} from '../../engine'
import { kindByName, rowsOfOperation } from '../facade'
import type { VpcFirewallRuleUpdate } from '../../generated/platform/models'
import { updateOf } from './rule-draft'

export const RULE_KIND = 'vpcFirewallRule'

function ruleOps() {
  const kind = kindByName(RULE_KIND)
  const { list, update } = kind.ops
  if (!list || !update) throw new Error('Firewall rules need their view and update operations')
  return { kind, list, update }
}

/**
 * The API keeps a VPC's rules as one list: read the current list fresh (not a cached copy that
 * another tab may have changed), change it, and PUT it back whole. Throws the mapped API error.
 */
export async function changeRules(
  params: RouteParams,
  change: (rules: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[],
): Promise<void> {
  const { list, update } = ruleOps()
  const answer = unwrap(await callOperation(list, buildOperationArgs(list, params)))
  const current = rowsOfOperation('vpc_firewall_rules_view', answer)
  const rules = change(current.map(updateOf))
  unwrap(await callOperation(update, buildOperationArgs(update, params, { body: { rules } })))
  await invalidateKind(RULE_KIND)
}
