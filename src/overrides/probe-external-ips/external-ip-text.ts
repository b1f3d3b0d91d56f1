import { humanizeWord } from '../../engine'
import type { ProbeExternalIp } from '../../generated/platform/models'

const ALL_PORTS = { first: 0, last: 65535 }

/**
 * A probe's external address as a sentence: "SNAT 10.0.0.25, ports 0–16383". An address that
 * holds every port (a floating or ephemeral one) needs no range: "Floating 10.0.0.7".
 */
export function externalIpText(ip: ProbeExternalIp): string {
  const kind = humanizeWord(ip.kind)
  const allPorts = ip.firstPort === ALL_PORTS.first && ip.lastPort === ALL_PORTS.last
  if (allPorts) return `${kind} ${ip.ip}`
  const ports =
    ip.firstPort === ip.lastPort ? `port ${ip.firstPort}` : `ports ${ip.firstPort}–${ip.lastPort}`
  return `${kind} ${ip.ip}, ${ports}`
}
