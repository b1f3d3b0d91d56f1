/** lists of the things that point at an item: a sled's physical disks, a subnet's interfaces */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { respond } from '../respond.ts'
import { paginate } from '../store/pagination.ts'
import type { Behaviour } from './behaviour.ts'
import { itemOf } from './lookup.ts'

function ownedList(
  ctx: MockContext,
  call: Call,
  owner: string,
  owned: string,
  field: string,
): Response {
  const item = itemOf(ctx, owner, call)
  const rows = ctx.db.table(owned).filter((row) => row[field] === item.id)
  return respond(call.op, paginate(rows, call.query))
}

export const ownedListBehaviours: Behaviour[] = [
  {
    operationId: 'sled_physical_disk_list',
    method: 'get',
    path: '/v1/system/hardware/sleds/{sled_id}/disks',
    handle: (ctx, call) => ownedList(ctx, call, 'sled', 'physicalDisk', 'sled_id'),
  },
  {
    operationId: 'vpc_subnet_list_network_interfaces',
    method: 'get',
    path: '/v1/vpc-subnets/{subnet}/network-interfaces',
    handle: (ctx, call) => ownedList(ctx, call, 'vpcSubnet', 'networkInterface', 'subnet_id'),
  },
]
