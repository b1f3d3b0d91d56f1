/**
 * The network rules of the generic VPC, subnet and floating IP forms that need the platform's
 * data: the VPC's other subnets and its prefix, the chosen pool's ranges. The rules themselves
 * are src/contract/network-rules.ts, which the mock applies too. A malformed value is left to
 * the form's own §5 message; a list that cannot be read is not guessed at (the mock still
 * refuses).
 */
import { useMemo } from 'react'
import { useParams } from 'react-router'
import {
  inRanges,
  subnetV4Problem,
  subnetV6Problem,
  vpcPrefixProblem,
  type NetProblem,
} from '../../contract'
import { networkMessage, type ScopeLookup } from '../../engine'
import { useKindIndex, useKindLists } from '../facade'

type Body = Record<string, unknown>

const said = (problem: NetProblem | undefined) =>
  problem && problem.kind !== 'malformed' ? networkMessage(problem) : undefined

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

export function useVpcPrefixCheck() {
  return (body: Body) => {
    const prefix = text(body.ipv6_prefix)
    return prefix === undefined ? undefined : said(vpcPrefixProblem(prefix))
  }
}

/** the VPC of the page (`:project`, `:vpc`): its prefix and its subnets' blocks */
function useVpcNetworks() {
  const { project, vpc } = useParams()
  const scope = useMemo<ScopeLookup>(
    () => (name) => (name === 'project' ? project : name === 'vpc' ? vpc : undefined),
    [project, vpc],
  )
  const vpcs = useKindIndex('vpc', scope)
  const subnets = useKindIndex('vpcSubnet', scope)
  const rows = subnets.items
  return {
    prefix: (vpc === undefined ? undefined : vpcs.byName.get(vpc))?.ipv6Prefix,
    v4: rows.map((subnet) => subnet.ipv4Block),
    v6: rows.map((subnet) => subnet.ipv6Block),
  }
}

export function useSubnetV4Check() {
  const networks = useVpcNetworks()
  return (body: Body) => {
    const block = text(body.ipv4_block)
    return block === undefined ? undefined : said(subnetV4Problem(block, networks.v4))
  }
}

export function useSubnetV6Check() {
  const networks = useVpcNetworks()
  return (body: Body) => {
    const block = text(body.ipv6_block)
    return block === undefined
      ? undefined
      : said(subnetV6Problem(block, networks.prefix, networks.v6))
  }
}

const noScope: ScopeLookup = () => undefined

/**
 * An address asked of a pool lies in one of its ranges. The pool is chosen in the same form, so
 * every pool's ranges are read (a silo has a few); no pool chosen means the silo's default.
 */
export function useFloatingIpCheck() {
  const pools = useKindIndex('projectIpPool', noScope)
  const names = useMemo(() => pools.items.map((pool) => pool.name), [pools.items])
  const lookups = useMemo(
    () =>
      names.map(
        (name): ScopeLookup =>
          (wire) =>
            wire === 'pool' ? name : undefined,
      ),
    [names],
  )
  const ranges = useKindLists('ipPoolRange', lookups)
  return (body: Body) => {
    const ip = text(body.ip)
    if (ip === undefined) return undefined
    const chosen = text(body.pool) ?? pools.items.find((pool) => pool.isDefault)?.name
    const index = chosen === undefined ? -1 : names.indexOf(chosen)
    const rows = ranges[index] ?? []
    // the pool's ranges could not be read (no fleet role): the platform will say
    if (rows.length === 0) return undefined
    return inRanges(
      ip,
      rows.map((row) => row.range),
    )
      ? undefined
      : `Not in any range of ${chosen}`
  }
}
