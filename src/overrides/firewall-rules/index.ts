export { FirewallRulePage } from './firewall-rule-page'
export { FirewallRulesTab } from './rules-tab'
export { firewallRuleActions } from './rule-actions'
export { FiltersCell, TargetsCell } from './rule-cells'
