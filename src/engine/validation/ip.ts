import { isIp, isIpNet, isIpv4, isIpv6 } from '../../contract'
import { messages } from './messages'

export type IpFamily = 'v4' | 'v6'

/**
 * spec §5: an IPv4 or IPv6 address. A field typed for one family accepts only that family and
 * says which it needs.
 */
export function validateIp(value: string, family?: IpFamily): string | undefined {
  if (family === 'v4') return isIpv4(value) ? undefined : messages.ipv4
  if (family === 'v6') return isIpv6(value) ? undefined : messages.ipv6
  return isIp(value) ? undefined : messages.ip
}

/**
 * spec §5: an address and an integer width separated by a slash, the width at most 32 for IPv4
 * and 128 for IPv6. A field typed for one family accepts only that family.
 */
export function validateIpNet(value: string, family?: IpFamily): string | undefined {
  return isIpNet(value, family) ? undefined : messages.ipNet
}
