import { useParentItem, findOperation, type PageProps } from '../../engine'
import { useParams } from 'react-router'
import type { Instance } from '../../generated/platform/models'
import { ExternalIpsCard } from './external-ips-card'
import { InterfacesCard } from './interfaces-card'

/**
 * An instance's Networking tab: its external IPs (when the document has them), then its
 * network interfaces.
 */
export function NetworkingTab({ route }: PageProps) {
  const instance = useParentItem()?.row as Instance | undefined
  const { project } = useParams()
  return (
    <div className="stack">
      {instance && project && findOperation('instance_external_ip_list') && (
        <ExternalIpsCard instance={instance} project={project} />
      )}
      {route.page.type === 'list' && <InterfacesCard route={route} />}
    </div>
  )
}
