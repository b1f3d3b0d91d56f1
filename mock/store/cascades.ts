/**
 * What goes with a deleted item: the rows that exist only as a part of it. The platform keeps
 * none of them once their owner is gone, so the mock leaves nothing that still answers 200 for
 * a VPC, silo or instance that was deleted (what an item must not hold when it is deleted, the
 * platform refuses instead: `delete-guards.ts`).
 */
import type { MockContext } from '../context.ts'
import type { WireItem } from '../inputs.ts'

interface Part {
  /** the table of the part, and the field of it that points at its owner */
  table: string
  field: string
  /** the value of that field is the owner's id held in one of its own fields (default `id`) */
  ownerField?: string
}

const parts: Record<string, Part[]> = {
  // a VPC's routers, system and custom (with their routes), its gateways and its firewall rules
  vpc: [
    { table: 'vpcRouter', field: 'vpc_id' },
    { table: 'internetGateway', field: 'vpc_id' },
    { table: 'vpcFirewallRule', field: 'vpc_id' },
  ],
  vpcRouter: [{ table: 'vpcRouterRoute', field: 'vpc_router_id' }],
  internetGateway: [
    { table: 'internetGatewayIpPool', field: 'internet_gateway_id' },
    { table: 'internetGatewayIpAddress', field: 'internet_gateway_id' },
  ],
  // a silo's quotas, its links to IP pools (the pools stay: they are the fleet's), its row of
  // utilization, its identity providers and its policy
  silo: [
    { table: 'siloQuotas', field: 'silo_id' },
    { table: 'ipPoolSilo', field: 'silo_id' },
    { table: 'siloUtilization', field: 'silo_id' },
    { table: 'identityProviderSilo', field: 'silo_id' },
    { table: 'mockPolicy', field: 'owner_id' },
  ],
  identityProviderSilo: [{ table: 'identityProvider', field: 'id', ownerField: 'provider_id' }],
  // where an instance runs: the sled's list of its instances
  instance: [{ table: 'sledInstance', field: 'id' }],
  project: [{ table: 'mockPolicy', field: 'owner_id' }],
}

/** removes the parts of `item` of `kind`, and theirs, from the mock's tables */
export function removeParts(ctx: MockContext, kind: string, item: WireItem): void {
  for (const part of parts[kind] ?? []) {
    const owner = item[part.ownerField ?? 'id']
    const rows = ctx.db.table(part.table)
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i]
      if (row === undefined || row[part.field] !== owner) continue
      rows.splice(i, 1)
      removeParts(ctx, part.table, row)
    }
  }
}
