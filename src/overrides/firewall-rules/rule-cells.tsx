/**
 * A rule's targets and filters in the rules table, read at a glance: one chip per target or
 * host ("subnet mock-subnet"), then ports and protocols. The generic cell would print the JSON.
 */
import type {
  VpcFirewallRuleFilter,
  VpcFirewallRuleProtocol,
} from '../../generated/platform/models'
import { defineCell } from '../facade'

interface Endpoint {
  type: string
  value: string
}

function EndpointChip({ endpoint }: { endpoint: Endpoint }) {
  return (
    <span className="chip">
      <span className="chip-type">{endpoint.type.replace('_', ' ')}</span>
      {endpoint.value}
    </span>
  )
}

function protocolLabel(protocol: VpcFirewallRuleProtocol): string {
  return protocol.type.toUpperCase()
}

export const TargetsCell = defineCell<'vpcFirewallRule.targets'>(({ row }) => (
  <span className="chip-list">
    {row.targets.map((target) => (
      <EndpointChip key={`${target.type}:${target.value}`} endpoint={target} />
    ))}
  </span>
))

export const FiltersCell = defineCell<'vpcFirewallRule.filters'>(({ row }) => {
  const filters: VpcFirewallRuleFilter = row.filters
  const hosts = filters.hosts ?? []
  const ports = filters.ports ?? []
  const protocols = filters.protocols ?? []
  if (hosts.length + ports.length + protocols.length === 0) return <>Any</>
  return (
    <span className="chip-list">
      {hosts.map((host) => (
        <EndpointChip key={`${host.type}:${host.value}`} endpoint={host} />
      ))}
      {ports.length > 0 && (
        <span className="chip">
          <span className="chip-type">{ports.length === 1 ? 'port' : 'ports'}</span>
          {ports.join(', ')}
        </span>
      )}
      {protocols.map((protocol) => (
        <span key={protocolLabel(protocol)} className="chip">
          {protocolLabel(protocol)}
        </span>
      ))}
    </span>
  )
})
