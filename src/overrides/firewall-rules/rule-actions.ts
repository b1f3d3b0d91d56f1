import { type MenuAction, routePath } from '../../engine'
import { defineActions, routeById } from '../facade'
import { withoutRule } from './rule-list'
import { changeRules } from './save-rules'

/**
 * A rule has no path of its own, so the generic menu has nothing to offer: Edit and Clone link
 * to the bespoke forms, Delete confirms and PUTs the list without the rule.
 */
export const firewallRuleActions = defineActions<'vpcFirewallRule'>((defaults, context) => {
  const params = { ...context.params, rule: context.row.name }
  // every change of a rule is a PUT of the VPC's whole list
  const operation = 'vpc_firewall_rules_update'
  const actions: MenuAction[] = defaults.filter((action) => action.key === 'copy-id')
  const edit = routePath(routeById('vpcFirewallRule.edit'), params)
  if (edit)
    actions.push({ key: 'edit', label: 'Edit', operation, perform: { type: 'link', to: edit } })
  const clone = routePath(routeById('vpcFirewallRule.clone'), params)
  if (clone)
    actions.push({ key: 'clone', label: 'Clone', operation, perform: { type: 'link', to: clone } })
  actions.push({
    key: 'delete',
    label: 'Delete',
    danger: true,
    operation,
    perform: {
      type: 'callback',
      run: ({ confirm, toast }) => {
        const name = context.row.name
        confirm({
          title: `Delete ${context.kind.singular}`,
          message: `Are you sure you want to delete ${name}?`,
          confirmLabel: 'Confirm',
          danger: true,
          errorTitle: `Could not delete ${context.kind.singular}`,
          onConfirm: async () => {
            await changeRules(context.params, (rules) => withoutRule(rules, name))
            toast.success(`${context.kind.title} ${name} deleted`)
          },
        })
      },
    },
  })
  return actions
})
