import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import {
  buildOperationArgs,
  CardError,
  DataTable,
  EnumBadge,
  Loading,
  operationQueryOptions,
  routePath,
  useOperationQuery,
  type TableColumn,
} from '../../engine'
import { type OperationId, requireOperation, routeById, rowsOfOperation } from '../facade'
import type { Instance, Vpc, VpcFirewallRule, VpcSubnet } from '../../generated/platform/models'
import { type AppliedRule, type InterfacePlace, rulesApplying } from './rules-matching'

const unique = (values: string[]) => [...new Set(values)]

/**
 * The firewall rules that apply to the instance, each linked to its rule in its VPC's list.
 * The rules live per VPC, so it reads, for the VPCs its interfaces are in, each VPC, its rules
 * and the interfaces' subnets (one request each, never one per rule).
 */
export function FirewallRulesCard({ instance, project }: { instance: Instance; project: string }) {
  const params = useParams()
  const nicList = requireOperation('instance_network_interface_list')
  const nics = useOperationQuery<unknown>(nicList, buildOperationArgs(nicList, params))
  const interfaces = rowsOfOperation('instance_network_interface_list', nics.data)
  const vpcIds = unique(interfaces.map((nic) => nic.vpcId))
  const subnetIds = unique(interfaces.map((nic) => nic.subnetId))
  type Args = Parameters<typeof operationQueryOptions>[1]
  // by id: the platform finds a VPC or subnet by id with no project or VPC beside it
  // the card shows a failure itself: a VPC gone meanwhile must not take the whole page down
  const byId = <T,>(operation: OperationId, ids: string[], args: (id: string) => Args) =>
    ids.map((id) =>
      operationQueryOptions<T>(requireOperation(operation), args(id), { throwOnError: false }),
    )
  const vpcs = useQueries({
    queries: byId<Vpc>('vpc_view', vpcIds, (vpc) => ({ path: { vpc } })),
  })
  const subnets = useQueries({
    queries: byId<VpcSubnet>('vpc_subnet_view', subnetIds, (subnet) => ({ path: { subnet } })),
  })
  const rules = useQueries({
    queries: byId<{ rules: VpcFirewallRule[] }>('vpc_firewall_rules_view', vpcIds, (vpc) => ({
      query: { vpc },
    })),
  })
  const all = [nics, ...vpcs, ...subnets, ...rules]
  const error = all.find((query) => query.error)?.error
  const loading = all.some((query) => query.isLoading)

  const vpcName = (id: string) => vpcs.find((query) => query.data?.id === id)?.data?.name
  const subnetName = (id: string) => subnets.find((query) => query.data?.id === id)?.data?.name
  const places: InterfacePlace[] = interfaces.map((nic) => ({
    vpcId: nic.vpcId,
    vpc: vpcName(nic.vpcId),
    subnet: subnetName(nic.subnetId),
    ip: nic.ip,
  }))
  const applied = loading
    ? []
    : rulesApplying(
        instance.name,
        places,
        vpcIds.map((vpcId, index) => ({ vpcId, rules: rules[index]?.data?.rules ?? [] })),
      )

  const columns = useMemo(
    (): TableColumn<AppliedRule>[] => [
      {
        id: 'name',
        header: 'Name',
        priority: 1,
        sortValue: (row) => row.rule.name,
        cell: (row) => {
          const to = routePath(routeById('vpcFirewallRule.edit'), {
            project,
            vpc: row.vpc,
            rule: row.rule.name,
          })
          return to ? <Link to={to}>{row.rule.name}</Link> : row.rule.name
        },
      },
      {
        id: 'vpc',
        header: 'VPC',
        priority: 2,
        sortValue: (row) => row.vpc,
        cell: (row) => row.vpc,
      },
      {
        id: 'matched',
        header: 'Applies through',
        priority: 1,
        cell: (row) => row.matchedBy,
      },
      {
        id: 'direction',
        header: 'Direction',
        sortValue: (row) => row.rule.direction,
        cell: (row) => <EnumBadge value={row.rule.direction} />,
      },
      {
        id: 'action',
        header: 'Action',
        sortValue: (row) => row.rule.action,
        cell: (row) => <EnumBadge value={row.rule.action} />,
      },
      {
        id: 'priority',
        header: 'Priority',
        sortValue: (row) => row.rule.priority,
        cell: (row) => row.rule.priority,
      },
    ],
    [project],
  )

  return (
    <section className="card stack" aria-labelledby="instance-rules-heading">
      <header className="page-header">
        <h2 id="instance-rules-heading">Firewall rules</h2>
      </header>
      {error ? (
        <CardError
          error={error}
          failed="These rules could not be loaded"
          onRetry={() => all.forEach((query) => void query.refetch())}
        />
      ) : loading ? (
        <Loading />
      ) : applied.length === 0 ? (
        <p className="muted">No firewall rule of its VPCs targets this instance.</p>
      ) : (
        <DataTable
          columns={columns}
          rows={applied}
          rowKey={(row) => `${row.vpc}/${row.rule.name}`}
          sortParam="rules-sort"
          label="Firewall rules that apply to the instance"
        />
      )}
    </section>
  )
}
