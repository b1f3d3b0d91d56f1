export { FirewallRulePage } from './firewall-rule-page'
export { FirewallRulesTab } from './rules-tab'
export { firewallRuleActions } from './rule-actions'
