import { defineCell } from '../facade'
import { externalIpText } from './external-ip-text'
import './probe-external-ips.css'

/**
 * A probe's external addresses, one line each, read as text rather than their fields. A probe's
 * own page may hold it without its addresses (a probe just made): then there are none to read.
 */
export const ExternalIpsCell = defineCell<'probe.externalIps'>(({ row }) => {
  const ips = row.externalIps ?? []
  if (ips.length === 0) return <>—</>
  return (
    <ul className="probe-external-ips">
      {ips.map((ip) => (
        <li key={`${ip.ip}-${ip.firstPort}`}>{externalIpText(ip)}</li>
      ))}
    </ul>
  )
})
