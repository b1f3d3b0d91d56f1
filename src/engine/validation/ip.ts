import { isIp, isIpNet, isIpv4, isIpv6 } from '../../contract'
import { messages } from './messages'

export type IpFamily = 'v4' | 'v6'

/**
 * spec §5: an IPv4 or IPv6 address, "Not a valid IP address" otherwise. A field typed for one
 * family accepts only that family, with the same words (the spec has one text for every IP field).
 */
export function validateIp(value: string, family?: IpFamily): string | undefined {
  const valid = family === 'v4' ? isIpv4(value) : family === 'v6' ? isIpv6(value) : isIp(value)
  return valid ? undefined : messages.ip
}

/**
 * spec §5: an address and an integer width separated by a slash, the width at most 32 for IPv4
 * and 128 for IPv6. A field typed for one family accepts only that family.
 */
export function validateIpNet(value: string, family?: IpFamily): string | undefined {
  return isIpNet(value, family) ? undefined : messages.ipNet
}
