/**
 * What the command palette can jump to, read from the registry: pages by title, "New …" forms,
 * and the kinds whose items it searches by name, all for the params of the current page.
 */
import { currentRegistry } from '../console/parts'
import { createdKind, routeOfKind } from '../pages/registry-lookup'
import { fillPath, type RouteParams } from '../pages/route-path'
import { createLabel, type KindDef, type OperationRef, type RouteDef } from '../../contract'

export interface Destination {
  /** unique within the palette */
  id: string
  label: string
  /** where it leads, shown beside the label so two "Instances" can be told apart */
  to: string
}

export interface SearchableKind {
  kind: KindDef
  list: OperationRef
  /** the list route the kind is found under (its path is filled by the current params) */
  route: RouteDef
}

function pageTitle(route: RouteDef): string | undefined {
  if (route.title) return route.title
  return route.crumb && 'label' in route.crumb ? route.crumb.label : undefined
}

/** Pages reachable from here by title: every titled page whose params the current page has. */
export function pageDestinations(params: RouteParams): Destination[] {
  const seen = new Set<string>()
  const out: Destination[] = []
  for (const route of currentRegistry().routes) {
    const { type } = route.page
    if (route.modal || type === 'redirect' || type === 'edit' || createdKind(route)) continue
    if (route.layout === 'public') continue
    const label = pageTitle(route)
    const to = fillPath(route.path, params)
    if (!label || !to || seen.has(to)) continue
    seen.add(to)
    out.push({ id: `page:${to}`, label, to })
  }
  return out
}

/** "New …" forms reachable from here. */
export function createDestinations(params: RouteParams): Destination[] {
  const out: Destination[] = []
  for (const route of currentRegistry().routes) {
    const created = createdKind(route)
    if (created === undefined) continue
    const kind = currentRegistry().kinds[created]
    const to = fillPath(route.path, params)
    if (!kind || !to) continue
    out.push({ id: `new:${to}`, label: createLabel(kind), to })
  }
  return out
}

/**
 * Kinds of the current project or silo whose items can be found by name: a list of their own
 * reachable with the current params, and a page per item to go to.
 */
export function searchableKinds(params: RouteParams): SearchableKind[] {
  const out: SearchableKind[] = []
  for (const kind of Object.values(currentRegistry().kinds)) {
    const route = routeOfKind(kind.name, 'list')
    const list = kind.ops.list
    if (!route || !list || !routeOfKind(kind.name, 'detail')) continue
    if (route.layout !== 'project' && route.layout !== 'silo') continue
    if (fillPath(route.path, params) === undefined) continue
    out.push({ kind, list, route })
  }
  return out
}
