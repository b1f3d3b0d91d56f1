/**
 * Which firewall rules apply to an instance: a rule's targets name the instance, the VPC or
 * subnet of one of its interfaces, or hold one of its interfaces' addresses (an IP, or an
 * IPv4 network containing it). These are the platform's target types; it has no tags.
 */
import type { VpcFirewallRule } from '../../generated/platform/models'

/** one interface of the instance, with its VPC and subnet by name */
export interface InterfacePlace {
  vpcId: string
  vpc: string | undefined
  subnet: string | undefined
  ip: string
}

export interface AppliedRule {
  rule: VpcFirewallRule
  /** the VPC the rule belongs to, by name */
  vpc: string
  /** what made it apply, as people read it: "VPC mock-vpc", "instance db1" */
  matchedBy: string
}

const ipv4 = (text: string): number | undefined => {
  const parts = text.split('.')
  if (parts.length !== 4) return undefined
  const bytes = parts.map(Number)
  if (bytes.some((byte) => !Number.isInteger(byte) || byte < 0 || byte > 255)) return undefined
  return bytes.reduce((sum, byte) => sum * 256 + byte, 0)
}

/** whether an IPv4 address lies in an IPv4 network (`10.1.0.0/16`); false for IPv6 */
export function inNetwork(ip: string, net: string): boolean {
  const [base, bits] = net.split('/')
  const address = ipv4(ip)
  const start = base === undefined ? undefined : ipv4(base)
  const length = Number(bits)
  if (address === undefined || start === undefined || !Number.isInteger(length)) return false
  if (length < 0 || length > 32) return false
  const size = 2 ** (32 - length)
  return Math.floor(address / size) === Math.floor(start / size)
}

type Target = VpcFirewallRule['targets'][number]

function matchOf(target: Target, instance: string, places: InterfacePlace[]): string | undefined {
  const { type, value } = target
  if (type === 'instance') return value === instance ? `instance ${value}` : undefined
  if (type === 'vpc') return places.some((p) => p.vpc === value) ? `VPC ${value}` : undefined
  if (type === 'subnet')
    return places.some((p) => p.subnet === value) ? `subnet ${value}` : undefined
  if (type === 'ip') return places.some((p) => p.ip === value) ? `IP ${value}` : undefined
  return places.some((p) => inNetwork(p.ip, value)) ? `IP network ${value}` : undefined
}

/**
 * The rules, of the VPCs the instance has interfaces in, whose targets match it, in the order
 * the platform weighs them: lowest priority number first (a tie keeps the VPC's order). A rule's
 * targets are read within its own VPC: a subnet name means that VPC's subnet.
 */
export function rulesApplying(
  instance: string,
  places: InterfacePlace[],
  rulesByVpc: { vpcId: string; rules: VpcFirewallRule[] }[],
): AppliedRule[] {
  return matching(instance, places, rulesByVpc).sort((a, b) => a.rule.priority - b.rule.priority)
}

function matching(
  instance: string,
  places: InterfacePlace[],
  rulesByVpc: { vpcId: string; rules: VpcFirewallRule[] }[],
): AppliedRule[] {
  return rulesByVpc.flatMap(({ vpcId, rules }) => {
    const here = places.filter((place) => place.vpcId === vpcId)
    const vpc = here[0]?.vpc ?? vpcId
    return rules.flatMap((rule) => {
      const matched = rule.targets
        .map((target) => matchOf(target, instance, here))
        .filter((text): text is string => text !== undefined)
      return matched.length > 0 ? [{ rule, vpc, matchedBy: matched.join(', ') }] : []
    })
  })
}
