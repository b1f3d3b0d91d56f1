import { useParams } from 'react-router'
import {
  buildOperationArgs,
  GatedControl,
  type PageProps,
  routePath,
  useOperationQuery,
  useParentItem,
} from '../../engine'
import { can, kindByName, routeById } from '../facade'
import type { ExternalIp } from '../../generated/platform/models'
import { CliCommands } from './cli-commands'
import { CommandLine } from './command-line'
import { SERIAL_STREAM } from './stream-url'

/** The ways into an instance: its serial console, and SSH to each of its external addresses. */
export function ConnectTab({ route }: PageProps) {
  const params = useParams()
  const parent = useParentItem()
  const consolePath = routePath(routeById('instance.serialConsole'), params)
  const availability = parent && can.instance.serialConsole(parent.row)

  return (
    <div className="stack" role="region" aria-label={route.tab ?? 'Connect'}>
      <section className="card stack" aria-labelledby="serial-console-heading">
        <h2 id="serial-console-heading">Serial console</h2>
        <p className="muted">The instance’s first serial port, as a terminal in the browser.</p>
        <div>
          <GatedControl
            className="btn btn-primary"
            disabledReason={availability?.reason}
            operation={SERIAL_STREAM}
            to={consolePath}
          >
            Open serial console
          </GatedControl>
        </div>
      </section>
      <section className="card stack" aria-labelledby="ssh-heading">
        <h2 id="ssh-heading">SSH</h2>
        <SshCommands />
      </section>
      {params.project && params.instance && (
        <section className="card stack" aria-labelledby="cli-heading">
          <h2 id="cli-heading">Command line</h2>
          <CliCommands project={params.project} instance={params.instance} />
        </section>
      )}
    </div>
  )
}

function SshCommands() {
  const params = useParams()
  const list = kindByName('instanceExternalIp').ops.list
  if (!list) throw new Error('Connect needs instance_external_ip_list')
  const query = useOperationQuery<{ items: ExternalIp[] }>(list, buildOperationArgs(list, params))
  // a SNAT address carries the instance's outbound traffic only: nothing reaches it from outside
  const addresses = (query.data?.items ?? [])
    .filter((address) => address.kind !== 'snat')
    .map((address) => address.ip)
  if (query.isLoading) return null
  if (addresses.length === 0) {
    return (
      <p className="muted">
        This instance has no ephemeral or floating IP to reach it by SSH. Attach one on the
        Networking tab.
      </p>
    )
  }
  return (
    <ul className="stack">
      {addresses.map((ip) => (
        <CommandLine key={ip} command={`ssh ${ip}`} />
      ))}
    </ul>
  )
}
