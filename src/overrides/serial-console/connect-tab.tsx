import { useParams } from 'react-router'
import {
  buildOperationArgs,
  capabilityAvailability,
  CopyButton,
  GatedControl,
  kindByName,
  type PageProps,
  routeById,
  routePath,
  useOperationQuery,
  useParentItem,
} from '../../engine'
import type { ExternalIp } from '../../generated/models'

/** The ways into an instance: its serial console, and SSH to each of its external addresses. */
export function ConnectTab({ route }: PageProps) {
  const params = useParams()
  const parent = useParentItem()
  const consolePath = routePath(routeById('instance.serialConsole'), params)
  const availability = parent && capabilityAvailability(parent.kind, 'serialConsole', parent.row)

  return (
    <section className="stack" aria-label={route.tab ?? 'Connect'}>
      <h2>Serial console</h2>
      <p className="muted">The instance’s first serial port, as a terminal in the browser.</p>
      <div>
        <GatedControl
          className="btn btn-primary"
          disabledReason={availability?.reason}
          to={consolePath}
        >
          Open serial console
        </GatedControl>
      </div>
      <h2>SSH</h2>
      <SshCommands />
    </section>
  )
}

function SshCommands() {
  const params = useParams()
  const list = kindByName('instanceExternalIp').ops.list
  if (!list) throw new Error('Connect needs instance_external_ip_list')
  const query = useOperationQuery<{ items: ExternalIp[] }>(list, buildOperationArgs(list, params))
  const addresses = (query.data?.items ?? []).map((address) => address.ip)
  if (query.isLoading) return null
  if (addresses.length === 0) {
    return <p className="muted">This instance has no external IP address to reach it by SSH.</p>
  }
  return (
    <ul className="stack">
      {addresses.map((ip) => (
        <li key={ip} className="row">
          <code className="mono">ssh {ip}</code>
          <CopyButton text={`ssh ${ip}`} label={`Copy ssh ${ip}`} />
        </li>
      ))}
    </ul>
  )
}
