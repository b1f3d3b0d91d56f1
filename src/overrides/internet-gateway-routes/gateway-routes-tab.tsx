import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import {
  buildOperationArgs,
  CardError,
  EmptyState,
  Loading,
  operationQueryOptions,
  ResourceTable,
  TabHeading,
  useOperationQuery,
  type PageProps,
} from '../../engine'
import { kindByName, requireOperation, rowsOfOperation, useParentOf } from '../facade'
import type { ColumnDef } from '../../contract'
import { routesTargeting } from './routes-targeting'

// the router a route belongs to, by name and linked
const ROUTER_COLUMN: ColumnDef = {
  field: 'vpcRouterId',
  header: 'Router',
  type: 'id',
  reference: 'vpcRouter',
}

/**
 * A gateway's Routes tab: the routes of the VPC's routers whose target is this gateway. The
 * API lists routes per router only, so it reads the VPC's routers, then each one's routes
 * (one request per router, not per route).
 */
export function GatewayRoutesTab({ route }: PageProps) {
  const params = useParams()
  const gateway = useParentOf('internetGateway')?.row
  const routerList = requireOperation('vpc_router_list')
  const routeList = requireOperation('vpc_router_route_list')
  const routers = useOperationQuery<unknown>(
    routerList,
    buildOperationArgs(routerList, params, { query: { limit: 100 } }),
  )
  const routerRows = rowsOfOperation('vpc_router_list', routers.data)
  const lists = useQueries({
    queries: routerRows.map((router) =>
      operationQueryOptions<unknown>(
        routeList,
        buildOperationArgs(
          routeList,
          { ...params, router: router.name },
          { query: { limit: 100 } },
        ),
        // the tab shows a failure itself: a router gone meanwhile must not take the page down
        { throwOnError: false },
      ),
    ),
  })
  const kind = kindByName('vpcRouterRoute')
  // the name, then its router, then what it routes; no target (every one is this gateway)
  // and no time, so the table fits beside the side navigation at 1024 px
  const columns = useMemo(() => {
    const [name, ...rest] = kind.columns.filter(
      (column) => column.field !== 'target' && column.field !== 'timeCreated',
    )
    return name ? [name, ROUTER_COLUMN, ...rest] : rest
  }, [kind])
  const error = routers.error ?? lists.find((list) => list.error)?.error
  const loading = !gateway || routers.isLoading || lists.some((list) => list.isLoading)
  const rows = gateway
    ? routesTargeting(
        gateway,
        lists.flatMap((list) => rowsOfOperation('vpc_router_route_list', list.data)),
      )
    : []
  const title = route.title ?? 'Routes'

  return (
    <section className="list-page" aria-label={title}>
      <header className="page-header">
        <TabHeading title={title} />
      </header>
      {error ? (
        <CardError
          error={error}
          failed="These routes could not be loaded"
          onRetry={() => [routers, ...lists].forEach((query) => void query.refetch())}
        />
      ) : loading ? (
        <Loading />
      ) : rows.length === 0 ? (
        <EmptyState kind={kind} />
      ) : (
        <ResourceTable
          kind={kind}
          rows={rows}
          params={params}
          columns={columns}
          rowActions={false}
          label={title}
        />
      )}
    </section>
  )
}
