import type { KindDef, RouteDef } from '../../contract'
import { routeById, routeOfKind } from './registry-lookup'
import { routePath, type RouteParams } from './route-path'

/** Where a side modal returns to: the route it renders over, else its kind's list. */
export function closePath(route: RouteDef, kind: KindDef, params: RouteParams): string {
  const parent = route.parent ? routeById(route.parent) : routeOfKind(kind.name, 'list')
  return routePath(parent, params) ?? '/'
}
