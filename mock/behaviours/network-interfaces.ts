/**
 * Network interfaces of an instance. They change only while the instance is stopped. The first
 * interface is the primary; another becomes primary only by being made so (the old one turns
 * secondary), and the primary goes last.
 */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { requireKind } from '../context.ts'
import { ApiError, invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { assertUniqueName } from '../store/generic.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { blockHosts, firstFree } from './ip-address.ts'
import { bodyOf, itemOf, resolveNamed, selectedItem } from './lookup.ts'
import { assertCapability } from './states.ts'

const table = 'networkInterface'

/** interfaces change only in the states the instance's `updateNetworkInterface` allows */
function assertChangeable(ctx: MockContext, instance: WireItem): void {
  assertCapability(
    ctx,
    'instance',
    instance,
    'updateNetworkInterface',
    (allowed) => `instance must be ${allowed.join(' or ')} to change its network interfaces`,
  )
}

const interfacesOf = (ctx: MockContext, instance: WireItem) =>
  ctx.db.table(table).filter((nic) => nic.instance_id === instance.id)

/** the interface's instance, which must be in a state that allows any change */
function changeableInstanceOf(ctx: MockContext, nic: WireItem): WireItem {
  const instance = ctx.db.byId('instance', String(nic.instance_id))
  if (!instance) throw invalidRequest('the interface belongs to no instance')
  assertChangeable(ctx, instance)
  return instance
}

/** a free private address of the subnet, or the wanted one if nobody holds it */
export function privateIp(ctx: MockContext, subnet: WireItem, wanted: unknown): string {
  const used = new Set(ctx.db.table(table).map((nic) => String(nic.ip)))
  if (typeof wanted === 'string') {
    if (used.has(wanted)) throw invalidRequest(`IP address ${wanted} is already in use`)
    return wanted
  }
  const hosts = blockHosts(String(subnet.ipv4_block))
  const free = hosts && firstFree(hosts.first, hosts.last, used)
  if (!free) throw new ApiError(507, 'InsufficientCapacity', 'no addresses are left in the subnet')
  return free
}

export const randomMac = () =>
  ['a8', '40', '25', ...Array.from({ length: 3 }, () => Math.floor(Math.random() * 256))]
    .map((part) => (typeof part === 'number' ? part.toString(16).padStart(2, '0') : part))
    .join(':')

function create(ctx: MockContext, call: Call): Response {
  const instance = selectedItem(ctx, 'instance', 'instance', call)
  assertChangeable(ctx, instance)
  const body = bodyOf(call)
  const project = { project: String(instance.project_id) }
  const vpc = resolveNamed(ctx, 'vpc', String(body.vpc_name), project)
  const subnet = resolveNamed(ctx, 'vpcSubnet', String(body.subnet_name), { vpc: String(vpc.id) })
  const time = now()
  const nic: WireItem = {
    id: newId(),
    name: body.name,
    description: body.description ?? '',
    instance_id: instance.id,
    vpc_id: vpc.id,
    subnet_id: subnet.id,
    ip: privateIp(ctx, subnet, body.ip),
    mac: randomMac(),
    primary: interfacesOf(ctx, instance).length === 0,
    transit_ips: body.transit_ips ?? [],
    time_created: time,
    time_modified: time,
  }
  assertUniqueName(ctx, requireKind(ctx, table), nic)
  return respond(call.op, ctx.db.insert(table, nic), 201)
}

function update(ctx: MockContext, call: Call): Response {
  const nic = itemOf(ctx, table, call)
  const instance = changeableInstanceOf(ctx, nic)
  const { primary, ...changes } = bodyOf(call)
  if (primary === false && nic.primary === true) {
    throw invalidRequest('make another interface primary instead')
  }
  const named = Object.fromEntries(Object.entries(changes).filter(([, value]) => value != null))
  assertUniqueName(ctx, requireKind(ctx, table), { ...nic, ...named })
  if (primary === true && nic.primary !== true) {
    for (const other of interfacesOf(ctx, instance)) other.primary = false
    nic.primary = true
  }
  Object.assign(nic, named, { time_modified: now() })
  return respond(call.op, nic)
}

function remove(ctx: MockContext, call: Call): Response {
  const nic = itemOf(ctx, table, call)
  const instance = changeableInstanceOf(ctx, nic)
  if (nic.primary === true && interfacesOf(ctx, instance).length > 1) {
    throw invalidRequest('the primary interface can only be deleted after the secondary ones')
  }
  ctx.db.remove(table, String(nic.id))
  return respond(call.op, undefined, 204)
}

export const networkInterfaceBehaviours: Behaviour[] = [
  {
    operationId: 'instance_network_interface_create',
    method: 'post',
    path: '/v1/network-interfaces',
    handle: create,
  },
  {
    operationId: 'instance_network_interface_update',
    method: 'put',
    path: '/v1/network-interfaces/{interface}',
    handle: update,
  },
  {
    operationId: 'instance_network_interface_delete',
    method: 'delete',
    path: '/v1/network-interfaces/{interface}',
    handle: remove,
  },
]
