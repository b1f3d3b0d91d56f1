/**
 * The parts of an instance create beyond its disks, checked before anything is written and
 * applied once the instance exists: network interfaces (default, custom or none), external IPs
 * (an ephemeral one from a pool, floating IPs of the project), the SSH keys put on it, the
 * anti-affinity groups it joins and its user data. Refusals use the platform's words where it has them.
 */
import type { MockContext } from '../context.ts'
import { invalidRequest, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { newId, now } from '../store/time.ts'
import { respond } from '../respond.ts'
import { paginate } from '../store/pagination.ts'
import type { Behaviour } from './behaviour.ts'
import { itemOf } from './lookup.ts'
import { limits } from '../../src/generated/platform/rules.ts'
import { allocateFromPool } from './ip-allocation.ts'
import { homeSilo, resolveNamed } from './lookup.ts'
import { privateIp, randomMac } from './network-interfaces.ts'

/** the platform's limits: external IPs per instance, and user data before encoding (the manifest's) */
export const maxExternalIps = 32
export const maxUserDataBytes = limits.instance.userDataBytes

/** which of the user's keys an instance carries (`instance_ssh_public_key_list`) */
export const instanceKeysTable = 'instanceSshKey'

interface NicPlan {
  name: string
  description: string
  vpc: WireItem
  subnet: WireItem
  ip?: string
  transitIps: unknown[]
}

export interface ExtrasPlan {
  nics: NicPlan[]
  ephemeralPool?: WireItem
  floating: WireItem[]
  keys: WireItem[]
  groups: WireItem[]
  userData: string
}

const byNameOrId = (rows: WireItem[], value: unknown) =>
  rows.find((row) => row.name === value || row.id === value)

/**
 * The project's default VPC and subnet: "default" as the platform makes them, else the first.
 * The platform gives every project a default VPC; the mock's own new projects have none, and
 * a default interface there is refused, as the console's create page does not offer it.
 */
function defaultNetwork(
  ctx: MockContext,
  projectId: unknown,
): { vpc: WireItem; subnet: WireItem } | undefined {
  const vpcs = ctx.db.table('vpc').filter((vpc) => vpc.project_id === projectId)
  const vpc = vpcs.find((row) => row.name === 'default') ?? vpcs[0]
  const subnets = ctx.db.table('vpcSubnet').filter((subnet) => subnet.vpc_id === vpc?.id)
  const subnet = subnets.find((row) => row.name === 'default') ?? subnets[0]
  return vpc && subnet ? { vpc, subnet } : undefined
}

function planNics(ctx: MockContext, projectId: unknown, attachment: unknown): NicPlan[] {
  const spec = (attachment ?? { type: 'default' }) as WireItem
  if (spec.type === 'none') return []
  if (spec.type === 'default') {
    const network = defaultNetwork(ctx, projectId)
    // asked for by name, a default interface needs the VPC; a body that leaves the field out
    // (documents whose InstanceCreate has none) gets no interface, as before
    if (!network && attachment !== undefined)
      throw invalidRequest('the project has no VPC for a default network interface')
    return network ? [{ name: 'net0', description: '', ...network, transitIps: [] }] : []
  }
  const params = (Array.isArray(spec.params) ? spec.params : []) as WireItem[]
  const names = new Set<unknown>()
  return params.map((param) => {
    if (names.has(param.name))
      throw invalidRequest(`network interface "${String(param.name)}" is named twice`)
    names.add(param.name)
    const vpc = resolveNamed(ctx, 'vpc', String(param.vpc_name), { project: String(projectId) })
    const subnet = resolveNamed(ctx, 'vpcSubnet', String(param.subnet_name), {
      vpc: String(vpc.id),
    })
    return {
      name: String(param.name),
      description: String(param.description ?? ''),
      vpc,
      subnet,
      ...(typeof param.ip === 'string' ? { ip: param.ip } : {}),
      transitIps: Array.isArray(param.transit_ips) ? param.transit_ips : [],
    }
  })
}

/** the pool of an ephemeral IP: the named pool linked to the silo, else the silo's default */
function ephemeralPoolOf(ctx: MockContext, named: unknown): WireItem {
  const silo = homeSilo(ctx)
  const links = ctx.db.table('ipPoolSilo').filter((row) => row.silo_id === silo?.id)
  if (named == null) {
    const link = links.find((row) => row.is_default === true)
    const pool = link && ctx.db.byId('ipPool', String(link.ip_pool_id))
    if (!pool) throw notFound('not found: default IP pool for the current silo')
    return pool
  }
  const pool = byNameOrId(ctx.db.table('ipPool'), named)
  if (!pool || !links.some((row) => row.ip_pool_id === pool.id))
    throw notFound(`not found: ip-pool with name "${String(named)}"`)
  return pool
}

function planExternalIps(ctx: MockContext, projectId: unknown, body: WireItem) {
  const requested = (Array.isArray(body.external_ips) ? body.external_ips : []) as WireItem[]
  if (requested.length > maxExternalIps)
    throw invalidRequest(`an instance may have at most ${maxExternalIps} external IPs`)
  const ephemeral = requested.filter((ip) => ip.type === 'ephemeral')
  if (ephemeral.length > 1) throw invalidRequest('an instance may have only one ephemeral IP')
  const floating = requested
    .filter((ip) => ip.type === 'floating')
    .map((ip) => {
      const row = byNameOrId(
        ctx.db.table('floatingIp').filter((f) => f.project_id === projectId),
        ip.floating_ip,
      )
      if (!row) throw notFound(`not found: floating-ip with name "${String(ip.floating_ip)}"`)
      if (row.instance_id != null)
        throw invalidRequest(`floating IP "${String(row.name)}" is already attached to an instance`)
      return row
    })
  if (new Set(floating.map((row) => row.id)).size < floating.length)
    throw invalidRequest('a floating IP is named twice')
  const first = ephemeral[0]
  return { ...(first ? { ephemeralPool: ephemeralPoolOf(ctx, first.pool) } : {}), floating }
}

/** the project's anti-affinity groups the instance joins, by name or id */
function planGroups(ctx: MockContext, projectId: unknown, requested: unknown): WireItem[] {
  const own = ctx.db.table('antiAffinityGroup').filter((group) => group.project_id === projectId)
  return ((requested ?? []) as unknown[]).map((value) => {
    const group = byNameOrId(own, value)
    if (!group) throw notFound(`not found: anti-affinity-group with name "${String(value)}"`)
    return group
  })
}

/** null puts every key of the user on the instance; a list names the ones to put */
function planKeys(ctx: MockContext, requested: unknown): WireItem[] {
  const own = ctx.db.table('sshKey')
  if (requested == null) return [...own]
  return (requested as unknown[]).map((value) => {
    const key = byNameOrId(own, value)
    if (!key) throw notFound(`not found: ssh-key with name "${String(value)}"`)
    return key
  })
}

function decodedLength(userData: unknown): number {
  if (userData == null || userData === '') return 0
  const text = String(userData)
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0)
    throw invalidRequest('user data must be Base64-encoded (RFC 4648 § 4)')
  return (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0)
}

/** Everything the body asks for beside disks, checked; throws the platform's refusal. */
export function planExtras(ctx: MockContext, projectId: unknown, body: WireItem): ExtrasPlan {
  const nics = planNics(ctx, projectId, body.network_interfaces)
  const external = planExternalIps(ctx, projectId, body)
  const none = (body.network_interfaces as WireItem | undefined)?.type === 'none'
  if (none && (external.ephemeralPool || external.floating.length > 0))
    throw invalidRequest('external IPs need a network interface')
  if (decodedLength(body.user_data) > maxUserDataBytes)
    throw invalidRequest('user data is limited to 32 KiB')
  return {
    nics,
    ...external,
    keys: planKeys(ctx, body.ssh_public_keys),
    groups: planGroups(ctx, projectId, body.anti_affinity_groups),
    userData: String(body.user_data ?? ''),
  }
}

/** Writes the planned interfaces, addresses and keys of a new instance. */
export function applyExtras(ctx: MockContext, instance: WireItem, plan: ExtrasPlan): void {
  const time = now()
  plan.nics.forEach((nic, index) => {
    ctx.db.insert('networkInterface', {
      id: newId(),
      name: nic.name,
      description: nic.description,
      instance_id: instance.id,
      vpc_id: nic.vpc.id,
      subnet_id: nic.subnet.id,
      ip: privateIp(ctx, nic.subnet, nic.ip),
      mac: randomMac(),
      primary: index === 0,
      transit_ips: nic.transitIps,
      time_created: time,
      time_modified: time,
    })
  })
  if (plan.ephemeralPool) {
    ctx.db.table('instanceExternalIp').push({
      kind: 'ephemeral',
      ip: allocateFromPool(ctx, plan.ephemeralPool.id),
      ip_pool_id: plan.ephemeralPool.id,
      instance_id: instance.id,
    })
  }
  for (const ip of plan.floating)
    Object.assign(ip, { instance_id: instance.id, time_modified: time })
  for (const group of plan.groups) {
    ctx.db
      .table('antiAffinityGroupMember')
      .push({ type: 'instance', value: { id: instance.id }, group_id: group.id })
  }
  for (const key of plan.keys)
    ctx.db.table(instanceKeysTable).push({ instance_id: instance.id, ssh_key_id: key.id })
}

/** the keys put on an instance when it was created */
export const instanceKeyBehaviours: Behaviour[] = [
  {
    operationId: 'instance_ssh_public_key_list',
    method: 'get',
    path: '/v1/instances/{instance}/ssh-public-keys',
    handle: (ctx, call) => {
      const instance = itemOf(ctx, 'instance', call)
      const ids = new Set(
        ctx.db
          .table(instanceKeysTable)
          .filter((row) => row.instance_id === instance.id)
          .map((row) => row.ssh_key_id),
      )
      const keys = ctx.db.table('sshKey').filter((key) => ids.has(key.id))
      return respond(call.op, paginate(keys, call.query))
    },
  },
]

/** A deleted instance's interfaces, ephemeral IP and key list go; its floating IPs stay, free. */
export function releaseExtras(ctx: MockContext, instance: WireItem): void {
  const drop = (table: string) => {
    const rows = ctx.db.table(table)
    for (let i = rows.length - 1; i >= 0; i--) {
      if (rows[i]?.instance_id === instance.id) rows.splice(i, 1)
    }
  }
  drop('networkInterface')
  drop('instanceExternalIp')
  drop(instanceKeysTable)
  // a group lists its members by value: a deleted instance leaves both kinds of group
  for (const table of ['affinityGroupMember', 'antiAffinityGroupMember']) {
    const members = ctx.db.table(table)
    for (let i = members.length - 1; i >= 0; i--) {
      if ((members[i]?.value as WireItem | undefined)?.id === instance.id) members.splice(i, 1)
    }
  }
  for (const ip of ctx.db.table('floatingIp')) {
    if (ip.instance_id === instance.id)
      Object.assign(ip, { instance_id: null, time_modified: now() })
  }
}
