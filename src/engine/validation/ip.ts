import { isIp, isIpNet } from '../../contract'
import { messages } from './messages'

export type IpFamily = 'v4' | 'v6'

/** spec §5: an IPv4 or IPv6 address. */
export function validateIp(value: string): string | undefined {
  return isIp(value) ? undefined : messages.ip
}

/**
 * spec §5: an address and an integer width separated by a slash, the width at most 32 for IPv4
 * and 128 for IPv6. A field typed for one family accepts only that family.
 */
export function validateIpNet(value: string, family?: IpFamily): string | undefined {
  return isIpNet(value, family) ? undefined : messages.ipNet
}
