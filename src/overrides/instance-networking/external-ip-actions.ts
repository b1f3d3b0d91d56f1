/**
 * What an instance's external address allows: SNAT addresses belong to the instance's
 * outbound path and never detach; an ephemeral one detaches from the instance; a floating one
 * detaches back to the project.
 */
import type { ExternalIp } from '../../generated/platform/models'

export const SNAT_DETACH_REASON = "SNAT IPs can't be detached"

export function detachReason(ip: ExternalIp): string | undefined {
  return ip.kind === 'snat' ? SNAT_DETACH_REASON : undefined
}

/** why "Attach ephemeral IP" is off: an instance holds at most one */
export function ephemeralAttachReason(ips: ExternalIp[]): string | undefined {
  return ips.some((ip) => ip.kind === 'ephemeral')
    ? 'The instance already has an ephemeral IP'
    : undefined
}
