import { Outlet, useNavigate, useParams } from 'react-router'
import { ActionMenu } from '../actions/action-menu'
import { ParentItemContext } from '../actions/parent-item'
import { useItemActions, usePerformAction } from '../actions/use-item-actions'
import { buildOperationArgs } from '../data/params'
import { useOperationQuery } from '../data/query'
import type { PageProps } from '../slots/types'
import { useQuery } from '@tanstack/react-query'
import type { KindDef, RouteDef } from '../../contract'
import { rowsOf } from '../data/paging'
import { referenceQueryOptions, scopeLookup } from '../references/reference-index'
import { NotFound } from '../shell'
import { isListedItem } from './listed-item'
import { hasTransitionalRow, TRANSITIONAL_POLL_MS } from './list-rows'
import { PropertiesList } from './properties-list'
import { kindByName, routeOfKind, tabsOf } from './registry-lookup'
import { itemLabel, routePath, type RouteParams } from './route-path'
import { ItemTitle } from './short-id'
import { RouteTabs } from './route-tabs'
import { LoadError, Loading } from './status'

function ItemActions({
  kind,
  item,
  params,
}: {
  kind: KindDef
  item: unknown
  params: RouteParams
}) {
  const navigate = useNavigate()
  const listPath = routePath(routeOfKind(kind.name, 'list'), params)
  const actions = useItemActions(kind, item, params, 'page')
  // the item is gone after a delete: leave its page for the list
  const perform = usePerformAction(kind, item, params, {
    onDeleted: () => {
      if (listPath) void navigate(listPath)
    },
  })
  if (actions.length === 0) return null
  return (
    <ActionMenu
      label={`${kind.title} actions`}
      triggerText="Actions"
      actions={actions}
      onAction={perform}
    />
  )
}

/** One item: its name, its properties, its actions, and its tabs (child routes). */
export function DetailPage({ route }: PageProps) {
  if (route.page.type !== 'detail') throw new Error(`Route ${route.id} is not a detail page`)
  const kind = kindByName(route.page.kind)
  // a kind with no view call shows its item as its list has it (a switch port)
  if (!kind.ops.view) return <ListedDetail route={route} kind={kind} />
  return <ViewedDetail route={route} kind={kind} />
}

interface DetailProps {
  route: RouteDef
  kind: KindDef
}

function ViewedDetail({ route, kind }: DetailProps) {
  const params = useParams()
  const op = kind.ops.view
  if (!op) throw new Error(`Kind "${kind.name}" has no view operation`)
  const args = buildOperationArgs(op, params)
  // an item on its way somewhere (starting, stopping…) is watched until it settles, as lists do
  const query = useOperationQuery<unknown>(op, args, {
    refetchInterval: (current) =>
      hasTransitionalRow(kind, [current.state.data]) ? TRANSITIONAL_POLL_MS : false,
  })
  if (query.isLoading) return <Loading />
  if (query.error)
    return <LoadError level={1} error={query.error} onRetry={() => void query.refetch()} />
  return <DetailBody route={route} kind={kind} item={query.data} params={params} />
}

/** the item is the row of the kind's list the route's params name (`listed-item.ts`) */
function ListedDetail({ route, kind }: DetailProps) {
  const params = useParams()
  const { op, options } = referenceQueryOptions(kind, scopeLookup(params))
  const query = useQuery(options)
  if (query.isLoading) return <Loading />
  if (query.error)
    return <LoadError level={1} error={query.error} onRetry={() => void query.refetch()} />
  const rows = op ? rowsOf(op, query.data) : []
  const item = rows.find((row) => isListedItem(kind, route.path, row, params))
  if (item === undefined) return <NotFound />
  return <DetailBody route={route} kind={kind} item={item} params={params} />
}

function DetailBody({
  route,
  kind,
  item,
  params,
}: DetailProps & { item: unknown; params: RouteParams }) {
  const tabs = tabsOf(route.id)
  return (
    <article className="detail-page">
      <header className="page-header">
        <h1>
          <ItemTitle label={itemLabel(kind, item) || (route.title ?? '')} />
        </h1>
        <ItemActions kind={kind} item={item} params={params} />
      </header>
      <PropertiesList kind={kind} item={item} params={params} />
      {tabs.length > 0 && <RouteTabs label={`${kind.title} tabs`} tabs={tabs} params={params} />}
      <ParentItemContext.Provider value={{ kind, row: item }}>
        <Outlet />
      </ParentItemContext.Provider>
    </article>
  )
}
