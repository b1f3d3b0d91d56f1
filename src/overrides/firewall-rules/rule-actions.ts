import type { MenuAction } from '../../engine/actions/types'
import { defineActionProcessor } from '../../engine/overrides/types'
import { routeById } from '../../engine/pages/registry-lookup'
import { routePath } from '../../engine/pages/route-path'
import type { VpcFirewallRule } from '../../generated/models'
import { requestDelete } from './delete-request'

/**
 * A rule has no path of its own, so the generic menu has nothing to offer: Edit and Clone link
 * to the bespoke forms, Delete asks the rules tab to PUT the list without the rule.
 */
export const firewallRuleActions = defineActionProcessor<VpcFirewallRule>((defaults, context) => {
  const params = { ...context.params, rule: context.row.name }
  const actions: MenuAction[] = defaults.filter((action) => action.key === 'copy-id')
  const edit = routePath(routeById('vpcFirewallRule.edit'), params)
  if (edit) actions.push({ key: 'edit', label: 'Edit', perform: { type: 'link', to: edit } })
  const clone = routePath(routeById('vpcFirewallRule.clone'), params)
  if (clone) actions.push({ key: 'clone', label: 'Clone', perform: { type: 'link', to: clone } })
  actions.push({
    key: 'delete',
    label: 'Delete',
    danger: true,
    perform: {
      type: 'callback',
      run: () => requestDelete({ name: context.row.name, params: context.params }),
    },
  })
  return actions
})
