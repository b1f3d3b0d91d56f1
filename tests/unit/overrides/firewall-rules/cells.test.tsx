import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ColumnDef, KindDef } from '../../../../src/contract'
import type { VpcFirewallRule } from '../../../../src/generated/platform/models'
import { registry } from '../../../../src/generated/registry'
import { FiltersCell, TargetsCell } from '../../../../src/overrides/firewall-rules'

const kind = registry.kinds.vpcFirewallRule as KindDef
const column = (field: string) => kind.columns.find((c) => c.field === field) as ColumnDef

function rule(filters: VpcFirewallRule['filters']): VpcFirewallRule {
  return {
    targets: [
      { type: 'subnet', value: 'web' },
      { type: 'ip_net', value: '10.0.0.0/8' },
    ],
    filters,
  } as VpcFirewallRule
}

describe('firewall rule cells', () => {
  it('shows each target as a chip of its kind and value', () => {
    const row = rule({ hosts: null, ports: null, protocols: null })
    render(
      <TargetsCell value={row.targets} row={row as never} column={column('targets')} kind={kind} />,
    )
    expect(screen.getByText('subnet').parentElement).toHaveTextContent('subnetweb')
    expect(screen.getByText('ip net').parentElement).toHaveTextContent('ip net10.0.0.0/8')
  })

  it('shows hosts, ports and protocols, and "Any" when nothing narrows the rule', () => {
    const row = rule({
      hosts: [{ type: 'vpc', value: 'default' }],
      ports: ['22', '8000-8080'],
      protocols: [{ type: 'tcp' }],
    })
    const { unmount } = render(
      <FiltersCell value={row.filters} row={row as never} column={column('filters')} kind={kind} />,
    )
    expect(screen.getByText('ports').parentElement).toHaveTextContent('ports22, 8000-8080')
    expect(screen.getByText('TCP')).toBeInTheDocument()
    expect(screen.getByText('vpc').parentElement).toHaveTextContent('vpcdefault')
    unmount()
    const open = rule({ hosts: null, ports: null, protocols: null })
    render(
      <FiltersCell
        value={open.filters}
        row={open as never}
        column={column('filters')}
        kind={kind}
      />,
    )
    expect(screen.getByText('Any')).toBeInTheDocument()
  })
})
