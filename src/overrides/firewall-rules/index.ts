// the rule page and the rules tab load lazily (see ../index.ts): only what lists need is here
export { firewallRuleActions } from './rule-actions'
export { FiltersCell, TargetsCell } from './rule-cells'
