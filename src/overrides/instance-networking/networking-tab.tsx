import { useParams } from 'react-router'
import { useParentItem } from '../../engine/actions/parent-item'
import type { PageProps } from '../../engine/overrides/types'
import { ListPage } from '../../engine/pages/list-page'
import type { Instance } from '../../generated/models'
import { ExternalIpsCard } from './external-ips-card'

/** An instance's Networking tab: its external IPs, then its network interfaces. */
export function NetworkingTab({ route }: PageProps) {
  const instance = useParentItem()?.row as Instance | undefined
  const { project } = useParams()
  return (
    <div className="stack">
      {instance && project && <ExternalIpsCard instance={instance} project={project} />}
      <ListPage route={route} />
    </div>
  )
}
