/**
 * Breadcrumbs from the registry: every route with a crumb whose path is a segment-prefix of the
 * current route's path, plus the routes the current one renders inside (a `-new` form's list).
 */
import type { RouteCrumb, RouteDef } from '../../contract'
import type { RouteParams } from './current-route'
import { fillPath } from '../pages/route-path'
import { isUuid } from '../data/params'
import { shortId } from '../pages/format'

export interface Crumb {
  label: string
  to: string
  /** the kind whose item this crumb stands for, when its label is the item's key in the path */
  itemOf?: string
}

const segments = (path: string) => path.split('/').filter(Boolean)

function isSegmentPrefix(prefix: string, path: string): boolean {
  const a = segments(prefix)
  const b = segments(path)
  return a.length <= b.length && a.every((segment, i) => segment === b[i])
}

function ancestors(routes: RouteDef[], route: RouteDef): RouteDef[] {
  const byId = new Map(routes.map((r) => [r.id, r]))
  const chain: RouteDef[] = []
  let parent = route.parent ? byId.get(route.parent) : undefined
  while (parent && !chain.includes(parent)) {
    chain.unshift(parent)
    parent = parent.parent ? byId.get(parent.parent) : undefined
  }
  return chain
}

export function crumbLabel(crumb: RouteCrumb, params: RouteParams): string | undefined {
  return 'label' in crumb ? crumb.label : params[crumb.param]
}

export function crumbsFor(routes: RouteDef[], current: RouteDef, params: RouteParams): Crumb[] {
  const chain = ancestors(routes, current)
  // a side modal is never a place another route sits inside: the clone form at
  // `firewall-rules-new/:rule` is not under the new-rule form that its path begins with
  const candidates = [
    ...chain,
    ...routes.filter((r) => !r.modal && isSegmentPrefix(r.path, current.path)),
    current,
  ]
  const seenPaths = new Set<string>()
  const picked: RouteDef[] = []
  for (const route of candidates) {
    if (!route.crumb || seenPaths.has(route.path)) continue
    seenPaths.add(route.path)
    picked.push(route)
  }
  // shallower paths first; among equal depths, the route another renders inside comes first
  const rank = (route: RouteDef) => (chain.includes(route) ? chain.indexOf(route) : chain.length)
  picked.sort((a, b) => segments(a.path).length - segments(b.path).length || rank(a) - rank(b))

  const crumbs: Crumb[] = []
  for (const route of picked) {
    if (!route.crumb) continue
    const label = crumbLabel(route.crumb, params)
    const to = fillPath(route.path, params)
    if (!label || !to) continue
    const itemOf =
      route.page.type === 'detail' && 'param' in route.crumb ? route.page.kind : undefined
    crumbs.push(itemOf === undefined ? { label, to } : { label, to, itemOf })
  }
  return crumbs
}

export function documentTitle(crumbs: Crumb[]): string {
  // an item known only by its id is titled by the id shortened, as its crumb shows it
  const labels = crumbs.map((c) => (isUuid(c.label) ? shortId(c.label) : c.label)).reverse()
  return labels.length > 0 ? `${labels.join(' / ')} | Rack Console` : 'Rack Console'
}
