/**
 * The platform's network rules on create, beyond the body's schema (src/contract/network-rules.ts,
 * which the console's forms read too): a VPC's IPv6 prefix a unique-local /48; a subnet's IPv4
 * block private, its IPv6 block a /64 of the VPC's prefix, neither with host bits set nor
 * overlapping the VPC's other subnets. Refused with the platform's 400.
 */
import {
  type NetProblem,
  subnetV4Problem,
  subnetV6Problem,
  vpcPrefixProblem,
} from '../../src/contract/network-rules.ts'
import type { MockContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'

/** the platform's words for a network it refuses */
function refusal(field: string, value: string, problem: NetProblem): Error {
  const why: Record<NetProblem['kind'], string> = {
    malformed: 'not a network',
    'host-bits': `host bits are set (the network is ${problem.kind === 'host-bits' ? problem.network : ''})`,
    'not-private': 'IPv4 subnets must be in a private address range',
    'not-unique-local-48': 'a VPC IPv6 prefix must be a /48 unique local address (fd00::/8)',
    'not-64-in-prefix': `IPv6 subnets must be a /64 within the VPC's prefix ${problem.kind === 'not-64-in-prefix' ? problem.prefix : ''}`,
    overlaps: `it overlaps the existing subnet block ${problem.kind === 'overlaps' ? problem.other : ''}`,
  }
  return invalidRequest(`invalid ${field} "${value}": ${why[problem.kind]}`)
}

function assertNet(field: string, value: unknown, check: (text: string) => NetProblem | undefined) {
  if (typeof value !== 'string') return
  const problem = check(value)
  if (problem) throw refusal(field, value, problem)
}

/** create checks by operation id: the body and the new item's scope ids (`vpc_id`) */
export const networkCreateChecks: Record<
  string,
  (ctx: MockContext, body: WireItem, scope: WireItem) => void
> = {
  vpc_create: (_ctx, body) => assertNet('ipv6_prefix', body.ipv6_prefix, vpcPrefixProblem),
  vpc_subnet_create: (ctx, body, scope) => {
    const vpc = ctx.db.byId('vpc', String(scope.vpc_id))
    const siblings = ctx.db.table('vpcSubnet').filter((subnet) => subnet.vpc_id === scope.vpc_id)
    const blocks = (field: string) => siblings.map((subnet) => String(subnet[field]))
    assertNet('ipv4_block', body.ipv4_block, (text) => subnetV4Problem(text, blocks('ipv4_block')))
    assertNet('ipv6_block', body.ipv6_block, (text) =>
      subnetV6Problem(
        text,
        typeof vpc?.ipv6_prefix === 'string' ? vpc.ipv6_prefix : undefined,
        blocks('ipv6_block'),
      ),
    )
  },
}
