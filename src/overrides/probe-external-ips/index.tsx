import { defineCell } from '../../engine'
import type { ProbeInfo } from '../../platform/models'
import { externalIpText } from './external-ip-text'
import './probe-external-ips.css'

/** A probe's external addresses, one line each, read as text rather than their fields. */
export const ExternalIpsCell = defineCell<ProbeInfo>(({ row }) => {
  if (row.externalIps.length === 0) return <>—</>
  return (
    <ul className="probe-external-ips">
      {row.externalIps.map((ip) => (
        <li key={`${ip.ip}-${ip.firstPort}`}>{externalIpText(ip)}</li>
      ))}
    </ul>
  )
})
