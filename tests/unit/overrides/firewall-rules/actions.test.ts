import { describe, expect, it } from 'vitest'
import { kindByName } from '../../../../src/engine/pages/registry-lookup'
import { firewallRuleActions } from '../../../../src/overrides/firewall-rules'
import type { ConfirmOptions } from '../../../../src/engine/shell/confirm'
import { platformParts } from '../../../../src/app'
import { bindConsole } from '../../../../src/engine/console'

bindConsole(platformParts)

describe('firewall rule row menu', () => {
  const kind = kindByName('vpcFirewallRule')
  const row = { id: 'x', name: 'allow-ssh' }
  const params = { project: 'mock-project', vpc: 'mock-vpc' }
  const actions = firewallRuleActions(
    [{ key: 'copy-id', label: 'Copy ID', perform: { type: 'copy', text: 'x' } }],
    { kind, row: row as never, params, place: 'row' },
  )

  it('offers Edit and Clone linking to the bespoke forms, then Delete', () => {
    expect(actions.map((action) => action.label)).toEqual(['Copy ID', 'Edit', 'Clone', 'Delete'])
    expect(actions[1]?.perform).toEqual({
      type: 'link',
      to: '/projects/mock-project/vpcs/mock-vpc/firewall-rules/allow-ssh/edit',
    })
    expect(actions[2]?.perform).toEqual({
      type: 'link',
      to: '/projects/mock-project/vpcs/mock-vpc/firewall-rules-new/allow-ssh',
    })
  })

  it('asks before deleting, naming the rule', () => {
    const asked: ConfirmOptions[] = []
    const remove = actions[3]?.perform
    if (remove?.type !== 'callback') throw new Error('Delete should be a callback')
    remove.run({
      confirm: (options) => asked.push(options),
      toast: { success: () => undefined, error: () => undefined },
    })
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({
      title: 'Delete firewall rule',
      message: 'Are you sure you want to delete allow-ssh?',
      danger: true,
    })
  })
})
