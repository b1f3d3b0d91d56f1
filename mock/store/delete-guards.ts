/**
 * What the platform refuses to delete while it still holds things: a project with instances,
 * disks, VPCs…; a VPC with subnets; a subnet with network interfaces; an IP pool with ranges; a
 * pool linked to a silo; a silo with projects. An image disks were made from is not among them:
 * the platform deletes it and its disks keep running (the console's menu is what holds that
 * delete back, a rule of the console's own). Each refusal is the platform's 400 with its
 * message, so nothing is left orphaned (the console's own confirm says only an empty project
 * can be deleted).
 */
import type { MockContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'

interface Holds {
  /** the kind that holds the item, the field that points at it, and the item's words */
  kind: string
  field: string
  words: string
  /** where the field is no id but a list naming the item deeper down: whether `row` does */
  names?: (row: WireItem, item: WireItem) => boolean
}

interface Guard {
  holds: Holds[]
  message(held: Holds, row: WireItem): string
}

const article = (words: string) => (/^[aeiou]/i.test(words) ? 'an' : 'a')
const named = (row: WireItem) => (typeof row.name === 'string' ? row.name : String(row.id))

const projectChild = (kind: string, words: string): Holds => ({ kind, field: 'project_id', words })

const guards: Record<string, Guard> = {
  project: {
    holds: [
      projectChild('instance', 'instance'),
      projectChild('disk', 'disk'),
      projectChild('snapshot', 'snapshot'),
      projectChild('image', 'project image'),
      projectChild('vpc', 'VPC'),
      projectChild('floatingIp', 'floating IP'),
      projectChild('affinityGroup', 'affinity group'),
      projectChild('antiAffinityGroup', 'anti-affinity group'),
    ],
    message: (held, row) =>
      `project to be deleted contains ${article(held.words)} ${held.words}: ${named(row)}`,
  },
  vpc: {
    holds: [{ kind: 'vpcSubnet', field: 'vpc_id', words: 'VPC subnet' }],
    message: () => 'VPC cannot be deleted while VPC Subnets exist',
  },
  vpcSubnet: {
    holds: [{ kind: 'networkInterface', field: 'subnet_id', words: 'network interface' }],
    message: () => 'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
  },
  // the platform's own words: "BGP config in use" (a port's BGP peer names it)
  networkingBgpConfig: {
    holds: [
      {
        kind: 'networkingSwitchPortSettings',
        field: 'bgp_peers',
        words: 'BGP peer',
        names: peersName,
      },
    ],
    message: () => 'BGP config in use',
  },
  // settings applied to a port (the console's confirm says so before a person deletes them)
  networkingSwitchPortSettings: {
    holds: [{ kind: 'networkingSwitchPort', field: 'port_settings_id', words: 'switch port' }],
    message: (_, port) => `switch port settings in use by port ${String(port.port_name)}`,
  },
  ipPool: {
    holds: [
      { kind: 'ipPoolRange', field: 'ip_pool_id', words: 'IP range' },
      { kind: 'ipPoolSilo', field: 'ip_pool_id', words: 'silo link' },
    ],
    message: (held) =>
      held.kind === 'ipPoolRange'
        ? 'IP Pool cannot be deleted while it contains IP ranges'
        : 'IP Pool cannot be deleted while it is linked to a silo',
  },
}

/**
 * Whether a port settings object's BGP peers name the configuration, by name or id: as created
 * they come per link (`{ link_name, peers: [...] }`), as viewed one by one.
 */
function peersName(settings: WireItem, config: WireItem): boolean {
  const entries = Array.isArray(settings.bgp_peers) ? (settings.bgp_peers as WireItem[]) : []
  const peers = entries.flatMap((entry) =>
    Array.isArray(entry.peers) ? (entry.peers as WireItem[]) : [entry],
  )
  return peers.some((peer) => peer.bgp_config === config.id || peer.bgp_config === config.name)
}

/** the mock keeps one list of projects: the signed-in user's silo holds them */
function siloProjects(ctx: MockContext, silo: WireItem): WireItem[] {
  return ctx.session.current()?.silo_id === silo.id ? ctx.db.table('project') : []
}

/** throws the platform's 400 when `item` of `kind` still holds anything */
export function assertNothingHeld(ctx: MockContext, kind: string, item: WireItem): void {
  if (kind === 'silo') {
    const project = siloProjects(ctx, item)[0]
    if (project) throw invalidRequest(`silo to be deleted contains a project: ${named(project)}`)
    return
  }
  const guard = guards[kind]
  if (!guard) return
  for (const held of guard.holds) {
    const row = ctx.db
      .table(held.kind)
      .find((candidate) =>
        held.names ? held.names(candidate, item) : candidate[held.field] === item.id,
      )
    if (row) throw invalidRequest(guard.message(held, row))
  }
}
