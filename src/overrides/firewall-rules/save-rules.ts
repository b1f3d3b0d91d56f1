import { callOperation } from '../../engine/data/client'
import { buildOperationArgs } from '../../engine/data/params'
import { invalidateKind, unwrap } from '../../engine/data/query'
import { kindByName } from '../../engine/pages/registry-lookup'
import type { RouteParams } from '../../engine/pages/route-path'
import type { VpcFirewallRuleUpdate } from '../../generated/models'
import { updateOf } from './rule-draft'
import { rulesOf } from './rule-list'

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
  const current = rulesOf(unwrap(await callOperation(list, buildOperationArgs(list, params))))
  const rules = change(current.map(updateOf))
  unwrap(await callOperation(update, buildOperationArgs(update, params, { body: { rules } })))
  await invalidateKind(RULE_KIND)
}
