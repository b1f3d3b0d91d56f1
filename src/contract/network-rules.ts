// The platform's rules on networks, beyond their shape (§5's "address/width"): a VPC's IPv6
// prefix is a unique-local /48, a subnet's IPv4 block private and its IPv6 block a /64 inside
// the VPC's prefix, no block has host bits set or overlaps its VPC's others, a firewall host
// network has no host bits, and a floating IP's chosen address lies in its pool. One module,
// read by the forms (field messages) and the mock (its 400s), so the two never disagree.
import { isIpNet, isIpv4, isIpv6 } from './formats'

export type IpVersion = 'v4' | 'v6'

export interface Address {
  version: IpVersion
  value: bigint
}

export interface Net {
  version: IpVersion
  base: bigint
  width: number
}

const totalBits = (version: IpVersion) => (version === 'v4' ? 32 : 128)

function v6Groups(text: string): string[] {
  // a trailing dotted quad stands for the last two groups
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  const head = quad ? text.slice(0, -quad.length) : text
  const extra = quad
    ? quad.split('.').reduce<string[]>((groups, octet, index) => {
        if (index % 2 === 0) groups.push('')
        const last = groups.length - 1
        groups[last] = `${groups[last]}${Number(octet).toString(16).padStart(2, '0')}`
        return groups
      }, [])
    : []
  const [left = '', right] = head.split('::')
  const split = (part: string) => part.split(':').filter((group) => group !== '')
  const known = [...split(left), ...(right === undefined ? [] : split(right))]
  const zeros = Array<string>(8 - known.length - extra.length).fill('0')
  return right === undefined
    ? [...split(left), ...extra]
    : [...split(left), ...zeros, ...split(right), ...extra]
}

/** an IPv4 or IPv6 address as a number; undefined when it is not one */
export function parseAddress(text: string): Address | undefined {
  if (isIpv4(text)) {
    const value = text.split('.').reduce((sum, octet) => (sum << 8n) + BigInt(octet), 0n)
    return { version: 'v4', value }
  }
  if (isIpv6(text)) {
    const value = v6Groups(text).reduce((sum, group) => (sum << 16n) + BigInt(`0x${group}`), 0n)
    return { version: 'v6', value }
  }
  return undefined
}

/** `address/width` as its address and width; undefined when malformed (§5's message) */
export function parseNet(text: string): Net | undefined {
  if (!isIpNet(text)) return undefined
  const slash = text.lastIndexOf('/')
  const address = parseAddress(text.slice(0, slash))
  return (
    address && {
      version: address.version,
      base: address.value,
      width: Number(text.slice(slash + 1)),
    }
  )
}

const hostMask = (net: Net) => (1n << BigInt(totalBits(net.version) - net.width)) - 1n

/** the network's first address: the address with its host bits cleared */
export const networkOf = (net: Net): Net => ({ ...net, base: net.base & ~hostMask(net) })

export const hasHostBits = (net: Net) => (net.base & hostMask(net)) !== 0n

/** the network in the usual notation: `10.0.0.0/24`, `fd00:1::/64` */
export function formatNet(net: Net): string {
  return `${formatAddress({ version: net.version, value: net.base })}/${net.width}`
}

export function formatAddress({ version, value }: Address): string {
  if (version === 'v4') {
    return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.')
  }
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) =>
    ((value >> shift) & 0xffffn).toString(16),
  )
  // the longest run of zero groups (two or more) becomes `::`
  let best = { at: -1, length: 1 }
  for (let at = 0; at < 8; at++) {
    let length = 0
    while (at + length < 8 && groups[at + length] === '0') length++
    if (length > best.length) best = { at, length }
  }
  if (best.at < 0) return groups.join(':')
  return `${groups.slice(0, best.at).join(':')}::${groups.slice(best.at + best.length).join(':')}`
}

/** every address of `inner` is in `outer` */
export function contains(outer: Net, inner: Net): boolean {
  if (outer.version !== inner.version || outer.width > inner.width) return false
  return (inner.base & ~hostMask(outer)) === networkOf(outer).base
}

/** the two share an address */
export function overlaps(a: Net, b: Net): boolean {
  if (a.version !== b.version) return false
  const wider = a.width <= b.width ? a : b
  const narrower = wider === a ? b : a
  return contains(networkOf(wider), networkOf(narrower))
}

const net = (text: string) => parseNet(text) as Net

/** RFC 1918's private IPv4 blocks, the only ones a subnet may use */
export const PRIVATE_V4_BLOCKS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const
/** RFC 4193's unique-local IPv6 addresses, where a VPC's prefix is drawn */
export const UNIQUE_LOCAL_V6 = 'fd00::/8'
export const VPC_PREFIX_WIDTH = 48
export const SUBNET_V6_WIDTH = 64

/** what is wrong with a network a form or request names; malformed input is §5's message */
export type NetProblem =
  | { kind: 'malformed' }
  | { kind: 'host-bits'; network: string }
  | { kind: 'not-private' }
  | { kind: 'not-unique-local-48' }
  | { kind: 'not-64-in-prefix'; prefix: string }
  | { kind: 'overlaps'; other: string }

/** a network with host bits set, named by the network it would be */
function shapeProblem(text: string, version: IpVersion): Net | NetProblem {
  const parsed = parseNet(text)
  if (!parsed || parsed.version !== version) return { kind: 'malformed' }
  if (hasHostBits(parsed)) return { kind: 'host-bits', network: formatNet(networkOf(parsed)) }
  return parsed
}

const isProblem = (value: Net | NetProblem): value is NetProblem => 'kind' in value

/** a VPC's IPv6 prefix: a /48 of fd00::/8 */
export function vpcPrefixProblem(text: string): NetProblem | undefined {
  const parsed = shapeProblem(text, 'v6')
  if (isProblem(parsed)) return parsed
  const ula = contains(net(UNIQUE_LOCAL_V6), parsed) && parsed.width === VPC_PREFIX_WIDTH
  return ula ? undefined : { kind: 'not-unique-local-48' }
}

function overlapProblem(parsed: Net, others: readonly string[]): NetProblem | undefined {
  const other = others.find((block) => {
    const existing = parseNet(block)
    return existing !== undefined && overlaps(existing, parsed)
  })
  return other === undefined ? undefined : { kind: 'overlaps', other }
}

/** a subnet's IPv4 block: private, aligned, clear of the VPC's other subnets' blocks */
export function subnetV4Problem(text: string, others: readonly string[]): NetProblem | undefined {
  const parsed = shapeProblem(text, 'v4')
  if (isProblem(parsed)) return parsed
  if (!PRIVATE_V4_BLOCKS.some((block) => contains(net(block), parsed)))
    return { kind: 'not-private' }
  return overlapProblem(parsed, others)
}

/** a subnet's IPv6 block: a /64 inside the VPC's prefix, clear of the other subnets' blocks */
export function subnetV6Problem(
  text: string,
  vpcPrefix: string | undefined,
  others: readonly string[],
): NetProblem | undefined {
  const parsed = shapeProblem(text, 'v6')
  if (isProblem(parsed)) return parsed
  const prefix = vpcPrefix === undefined ? undefined : parseNet(vpcPrefix)
  if (prefix && (parsed.width !== SUBNET_V6_WIDTH || !contains(prefix, parsed))) {
    return { kind: 'not-64-in-prefix', prefix: formatNet(prefix) }
  }
  return overlapProblem(parsed, others)
}

/** a firewall host or target network: any family, no host bits */
export function hostNetProblem(text: string): NetProblem | undefined {
  const parsed = parseNet(text)
  if (!parsed) return { kind: 'malformed' }
  return hasHostBits(parsed)
    ? { kind: 'host-bits', network: formatNet(networkOf(parsed)) }
    : undefined
}

/** the address lies in one of the ranges (a pool's), first and last included */
export function inRanges(
  text: string,
  ranges: readonly { first: string; last: string }[],
): boolean {
  const address = parseAddress(text)
  if (!address) return false
  return ranges.some((range) => {
    const first = parseAddress(range.first)
    const last = parseAddress(range.last)
    return (
      first !== undefined &&
      last !== undefined &&
      first.version === address.version &&
      first.value <= address.value &&
      address.value <= last.value
    )
  })
}
