import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import type { CellProps } from '../../engine'
import type { ExternalIp, Instance } from '../../generated/platform/models'
import { useInstanceExternalIps } from './external-ips-query'
import './instance-external-ips.css'

const FAILED = 'External IPs could not be loaded'

/**
 * The addresses an instance is reached at from outside: its ephemeral IP and its floating IPs
 * (named), one a line; "—" when it has none. SNAT addresses carry outbound traffic only, so the
 * list leaves them to the Networking tab. Each row asks for its own (the API lists them only per
 * instance): while that call is out the cell waits quietly, and a failed call marks the cell
 * alone, never the page.
 */
export function ExternalIpsCell({ row }: CellProps<Instance>) {
  const { project } = useParams()
  const shown = useShownAWhile()
  const query = useInstanceExternalIps(row.name, project ?? row.projectId, {
    throwOnError: false,
    // kept only while the row is shown: paging through thousands of instances would otherwise
    // hold every page's answers for minutes. The Networking tab's longer keep wins for a query
    // it reads too, so the tab's answers still serve the list.
    gcTime: 0,
    // asked once the rows are painted and the browser is idle: rows never wait for the calls
    enabled: shown,
  })
  if (query.error) {
    return (
      <span className="muted" role="img" aria-label={FAILED} title={FAILED}>
        ⚠
      </span>
    )
  }
  if (!query.data) return <span className="reference-pending" aria-busy="true" />
  const reachable = query.data.items.filter((ip) => ip.kind !== 'snat')
  if (reachable.length === 0) return <>—</>
  return (
    <ul className="instance-external-ips">
      {reachable.map((ip) => (
        <li key={`${ip.kind}-${ip.ip}`}>
          <Address ip={ip} />
        </li>
      ))}
    </ul>
  )
}

/**
 * True once the browser has been idle since the cell was shown: the rows are painted first,
 * and a page a person pages past at once never sends its calls (its cells are gone by then).
 */
function useShownAWhile(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 50)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 500 })
    return () => cancelIdleCallback(handle)
  }, [])
  return idle
}

function Address({ ip }: { ip: ExternalIp }) {
  if (ip.kind !== 'floating') return <span className="mono">{ip.ip}</span>
  return (
    <>
      <span className="mono">{ip.ip}</span>{' '}
      <span className="muted cell-truncate" title={ip.name}>
        {ip.name}
      </span>
    </>
  )
}
