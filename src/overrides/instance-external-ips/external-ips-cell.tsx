import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { callLane, type CellProps, STALE_MS } from '../../engine'
import type { ExternalIp, Instance } from '../../generated/platform/models'
import { useInstanceExternalIps } from './external-ips-query'
import './instance-external-ips.css'

const FAILED = 'External IPs could not be loaded'

/**
 * The rows' calls, four at a time: a browser opens six connections to the API over HTTP/1.1,
 * and the list's own calls (its next page, a refresh) must find one free, never queue behind a
 * column. One lane for every list on the page.
 */
export const EXTERNAL_IP_CALLS_AT_ONCE = 4
const lane = callLane(EXTERNAL_IP_CALLS_AT_ONCE)

/**
 * The addresses an instance is reached at from outside: its ephemeral IP and its floating IPs
 * (named), one a line; "—" when it has none. SNAT addresses carry outbound traffic only, so the
 * list leaves them to the Networking tab. Each row asks for its own (the API lists them only per
 * instance): while that call is out the cell waits quietly, and a failed call marks the cell
 * alone, never the page.
 */
export function ExternalIpsCell({ row }: CellProps<Instance>) {
  const { project } = useParams()
  const [placeholder, setPlaceholder] = useState<HTMLElement | null>(null)
  const painted = usePaintedAndIdle()
  const onScreen = useOnScreen(placeholder)
  const query = useInstanceExternalIps(row.name, project ?? row.projectId, {
    throwOnError: false,
    // kept while it is fresh (spec §9's stale time), then dropped: a row shown again within it
    // reads it with no call, and paging through thousands of instances holds no old pages. The
    // Networking tab's longer keep wins for a query it reads too: its answers serve the list.
    gcTime: STALE_MS,
    // asked once the rows are painted and the browser is idle, and only for a row on screen:
    // rows never wait for the calls, and a row never brought on screen is never asked for;
    // a row that leaves the page while its call waits in the lane drops the call
    enabled: painted && onScreen,
    lane,
  })
  if (query.error) {
    return (
      <span className="muted" role="img" aria-label={FAILED} title={FAILED}>
        ⚠
      </span>
    )
  }
  if (!query.data)
    return <span ref={setPlaceholder} className="reference-pending" aria-busy="true" />
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
function usePaintedAndIdle(): boolean {
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

/**
 * True once `element` is on screen, or a quarter screen below it as the list scrolls down
 * (and stays true: a row
 * asked for is not asked again as it scrolls). Without IntersectionObserver, everything is.
 */
function useOnScreen(element: HTMLElement | null): boolean {
  const [seen, setSeen] = useState(typeof IntersectionObserver !== 'function')
  useEffect(() => {
    if (seen || element === null) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: '0px 0px 25% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, seen])
  return seen
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
