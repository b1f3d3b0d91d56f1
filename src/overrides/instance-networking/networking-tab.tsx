import type { PageProps } from '../../engine'
import { findOperation, useParentOf } from '../facade'
import { useParams } from 'react-router'
import { ExternalIpsCard } from './external-ips-card'
import { FirewallRulesCard } from './firewall-rules-card'
import { InterfacesCard } from './interfaces-card'

/**
 * An instance's Networking tab: its external IPs (when the document has them), then its
 * network interfaces, then the firewall rules that apply to it.
 */
export function NetworkingTab({ route }: PageProps) {
  const instance = useParentOf('instance')?.row
  const { project } = useParams()
  return (
    <div className="stack">
      {instance && project && findOperation('instance_external_ip_list') && (
        <ExternalIpsCard instance={instance} project={project} />
      )}
      {route.page.type === 'list' && <InterfacesCard route={route} />}
      {instance && project && findOperation('vpc_firewall_rules_view') && (
        <FirewallRulesCard instance={instance} project={project} />
      )}
    </div>
  )
}
