import { Outlet, useNavigate } from 'react-router'
import { ActionMenu } from '../actions/action-menu'
import { ParentItemContext } from '../actions/parent-item'
import { useItemActions, usePerformAction } from '../actions/use-item-actions'
import type { KindDef, RouteDef } from '../../contract'
import { PropertiesList } from './properties-list'
import { routeOfKind, tabsOf } from './registry-lookup'
import { itemLabel, routePath, type RouteParams } from './route-path'
import { ItemTitle } from './short-id'
import { RouteTabs } from './route-tabs'

export interface DetailProps {
  route: RouteDef
  kind: KindDef
}

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

/** One item's page once it is read: its name, properties, actions and tabs (child routes). */
export function DetailBody({
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
