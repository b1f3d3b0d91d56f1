import type { VpcFirewallRuleUpdate } from '../../generated/platform/models'

/**
 * The new rule list: `rule` replaces the one named `replacing` where it stood, or is appended
 * when nothing is replaced (create, clone).
 */
export function withRule(
  rules: VpcFirewallRuleUpdate[],
  rule: VpcFirewallRuleUpdate,
  replacing?: string,
): VpcFirewallRuleUpdate[] {
  if (replacing === undefined) return [...rules, rule]
  return rules.map((existing) => (existing.name === replacing ? rule : existing))
}

export function withoutRule(rules: VpcFirewallRuleUpdate[], name: string): VpcFirewallRuleUpdate[] {
  return rules.filter((rule) => rule.name !== name)
}
