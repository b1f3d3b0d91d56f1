import { Outlet, useNavigate, useParams } from 'react-router'
import { ActionMenu } from '../actions/action-menu'
import { ParentItemContext } from '../actions/parent-item'
import { useItemActions, usePerformAction } from '../actions/use-item-actions'
import { buildOperationArgs } from '../data/params'
import { useOperationQuery } from '../data/query'
import type { PageProps } from '../slots/types'
import type { KindDef } from '../../contract'
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
  const params = useParams()
  const op = kind.ops.view
  if (!op) throw new Error(`Kind "${kind.name}" has no view operation`)
  const args = buildOperationArgs(op, params)
  // an item on its way somewhere (starting, stopping…) is watched until it settles, as lists do
  const query = useOperationQuery<unknown>(op, args, {
    refetchInterval: (current) =>
      hasTransitionalRow(kind, [current.state.data]) ? TRANSITIONAL_POLL_MS : false,
  })
  const tabs = tabsOf(route.id)

  if (query.isLoading) return <Loading />
  if (query.error)
    return <LoadError level={1} error={query.error} onRetry={() => void query.refetch()} />
  const item = query.data
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
