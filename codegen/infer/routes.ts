// Routes and nav when there is no manifest, so any document yields a browsable console:
// `/<plural>` lists, `/<plural>/:key` details, `-new` create and `/edit` modals. A list whose
// first page needs another kind's key (`?project=`, `/things/{id}/parts`) nests under that
// kind's detail route, as a tab unless the parent is a layout root (a project).
import type {
  KindDef,
  Layout,
  NavSection,
  OperationRef,
  RouteDef,
} from '../../src/contract/index.ts'
import { identifier } from '../../src/contract/index.ts'
import { kebabCase } from '../util/names.ts'
import { layoutOfPath, routeParams } from './layout.ts'
import {
  createRoute,
  detailRoute,
  editRoute,
  listRoute,
  navItemFor,
  routeId,
  singleRoute,
  tabRoute,
} from './route-defs.ts'

export interface InferredRoutes {
  routes: RouteDef[]
  nav: NavSection[]
}

const PAGING = new Set(['limit', 'page_token', 'sort_by', 'offset'])
// a parent whose detail page is a layout of its own: children get nav items, not tabs
const LAYOUT_ROOTS = new Set(['/projects/:project'])

/** `title`: the API's name, the home page's heading */
export function inferRoutes(kinds: Record<string, KindDef>, title: string): InferredRoutes {
  const byKey = hostsByKey(kinds)
  const bases = new Map<string, Base | null>()
  const visiting = new Set<string>()

  function baseOf(kind: KindDef): Base | null {
    const known = bases.get(kind.name)
    if (known !== undefined) return known
    if (visiting.has(kind.name)) return null
    visiting.add(kind.name)
    const hostOf = (param: string, path: string) => pathHost(kinds, param, path) ?? byKey.get(param)
    const base = computeBase(kind, hostOf, baseOf)
    visiting.delete(kind.name)
    bases.set(kind.name, base)
    return base
  }

  const routes: RouteDef[] = []
  for (const kind of Object.values(kinds).sort((a, b) => a.name.localeCompare(b.name))) {
    const base = baseOf(kind)
    if (base === null) continue
    routes.push(...kindRoutes(kind, base))
  }
  const nav = inferNav(kinds, routes)
  // `/` lists what the API offers rather than sending people to whichever kind sorts first
  if (!routes.some((def) => def.path === '/')) {
    routes.unshift({
      id: 'home',
      path: '/',
      page: { type: 'home' },
      layout: 'silo',
      crumb: null,
      title,
    })
  }
  return { routes, nav }
}

/**
 * The kind each path parameter names: among kinds keyed by it, the one named like it
 * (`instance` for `{instance}`), else the one whose list needs the fewest params.
 */
function hostsByKey(kinds: Record<string, KindDef>): Map<string, KindDef> {
  const byKey = new Map<string, KindDef>()
  const weight = (kind: KindDef) =>
    (kind.name === identifier(kind.key ?? '') ? 0 : 100) + (kind.ops.list?.pathParams.length ?? 0)
  const hosts = Object.values(kinds)
    .filter((kind) => viewsItem(kind) && kind.ops.list !== undefined)
    .sort((a, b) => weight(a) - weight(b) || a.name.localeCompare(b.name))
  for (const kind of hosts) {
    if (kind.key !== undefined && !byKey.has(kind.key)) byKey.set(kind.key, kind)
  }
  return byKey
}

/** the kind reads one item at a path ending in its key: it can have a detail page */
const viewsItem = (kind: KindDef): boolean =>
  kind.key !== undefined && kind.ops.view?.path.endsWith(`{${kind.key}}`) === true

/**
 * The kind whose item path the given path continues (`/albums/{id}` for
 * `/albums/{id}/tracks`): where many kinds share a key's name (`{id}`), the path says which.
 */
function pathHost(
  kinds: Record<string, KindDef>,
  param: string,
  path: string,
): KindDef | undefined {
  let best: KindDef | undefined
  for (const kind of Object.values(kinds)) {
    const itemPath = kind.ops.view?.path
    if (kind.key !== param || !viewsItem(kind) || itemPath === undefined) continue
    if (!path.startsWith(`${itemPath}/`)) continue
    if (best === undefined || itemPath.length > (best.ops.view?.path.length ?? 0)) best = kind
  }
  return best
}

interface Base {
  /** the kind's collection path: `/projects/:project/instances` */
  collection: string
  /** the detail route the collection is a tab of */
  tabOf?: string
  /**
   * no page lists the kind (its list needs what no route gives, `?ids=`, or it has none):
   * its items still get their detail page, which other lists link to and sub-lists nest in
   */
  detailOnly?: boolean
}

function computeBase(
  kind: KindDef,
  hostOf: (param: string, path: string) => KindDef | undefined,
  baseOf: (kind: KindDef) => Base | null,
): Base | null {
  const entry = kind.ops.list ?? kind.ops.view ?? kind.ops.update
  if (entry === undefined) return null
  const listed = kind.ops.list === undefined ? null : baseFrom(kind, entry, hostOf, baseOf)
  if (listed !== null) return listed
  const view = kind.ops.view
  if (viewsItem(kind) && view !== undefined) {
    const item = baseFrom(kind, view, hostOf, baseOf, kind.key)
    return item === null ? null : { ...item, detailOnly: true }
  }
  return kind.ops.list === undefined ? baseFrom(kind, entry, hostOf, baseOf) : null
}

/** the collection path of a kind entered by `entry`, below the parent that gives its params */
function baseFrom(
  kind: KindDef,
  entry: OperationRef,
  hostOf: (param: string, path: string) => KindDef | undefined,
  baseOf: (kind: KindDef) => Base | null,
  ownKey?: string,
): Base | null {
  const needed = new Set<string>(entry.pathParams.filter((param) => param !== ownKey))
  for (const param of entry.paginated?.requiredOnFirstPage ?? []) needed.add(param)
  for (const param of entry.queryParams) {
    if (param.required && !PAGING.has(param.name)) needed.add(param.name)
  }
  // the parent whose detail route already carries the most of the needed params
  let parent: { kind: KindDef; detail: string } | undefined
  for (const param of needed) {
    const host = hostOf(param, entry.path)
    if (host === undefined || host === kind) continue
    const hostBase = baseOf(host)
    if (hostBase === null || !viewsItem(host)) continue
    const detail = `${hostBase.collection}/:${identifier(param)}`
    const covered = routeParams(detail).length
    if (parent === undefined || covered > routeParams(parent.detail).length)
      parent = { kind: host, detail }
  }
  // operator collections stay under /system, where the system layout renders them
  const prefix = parent?.detail ?? (/\/system\//.test(entry.path) ? '/system' : '')
  const provided = new Set(routeParams(prefix))
  const missing = [...needed].filter((param) => !provided.has(identifier(param)))
  // query params nobody provides (a time range…) cannot come from a route
  const queryOnly = missing.filter((param) => !entry.pathParams.includes(param))
  if (queryOnly.length > 0) return null
  const segment = collectionSegment(kind, parent?.kind, ownKey !== undefined)
  const extra = missing.map((param) => `/:${identifier(param)}`).join('')
  const collection = `${prefix}/${segment}${extra}`
  const base: Base = { collection }
  if (parent !== undefined && !LAYOUT_ROOTS.has(parent.detail))
    base.tabOf = routeId.detail(parent.kind.name)
  return base
}

/**
 * `vpc_subnet` under `vpc` → `subnets` (`albums_track` under `album` → `tracks`); otherwise
 * the kebab plural: `floating-ips`. A one-object kind keeps its singular, unless it is an item
 * with a detail page (`/playlists/:playlistId`).
 */
function collectionSegment(kind: KindDef, parent: KindDef | undefined, item: boolean): string {
  const words = kind.singleton && !item ? kind.singular : kind.plural
  const own = kebabCase(words)
  if (parent === undefined) return own
  for (const parentWords of [parent.singular, parent.plural].map((w) => `${kebabCase(w)}-`)) {
    if (own.startsWith(parentWords) && own.length > parentWords.length)
      return own.slice(parentWords.length)
  }
  return own
}

/** a generic route's id, path and page, for the tab that shows it */
function pageOfRoute({ id, path, page }: RouteDef) {
  return { id, path, page }
}

function kindRoutes(kind: KindDef, base: Base): RouteDef[] {
  const routes: RouteDef[] = []
  if (base.detailOnly === true) {
    routes.push(detailRoute(kind, `${base.collection}/:${identifier(kind.key ?? '')}`))
    return routes
  }
  if (kind.ops.list === undefined) {
    const single = singleRoute(kind, base.collection)
    const tab =
      base.tabOf === undefined
        ? undefined
        : tabRoute({ ...pageOfRoute(single), label: kind.title, parent: base.tabOf })
    routes.push(tab ?? single)
    return routes
  }
  const list = listRoute(kind, base.collection)
  if (base.tabOf !== undefined) {
    routes.push(tabRoute({ ...pageOfRoute(list), label: kind.titlePlural, parent: base.tabOf }))
  } else {
    routes.push(list)
  }
  if (kind.forms.create !== undefined) {
    routes.push(createRoute(kind, `${base.collection}-new`, list.id))
  }
  if (kind.ops.view !== undefined && kind.key !== undefined) {
    const detailPath = `${base.collection}/:${identifier(kind.key)}`
    routes.push(detailRoute(kind, detailPath))
    if (kind.forms.update !== undefined) routes.push(editRoute(kind, `${detailPath}/edit`, list.id))
  }
  return routes
}

const HEADINGS: Record<Layout, NavSection['heading']> = {
  project: { param: 'project' },
  // the platform's word for a tenant means nothing to another API's users
  silo: { label: 'Resources' },
  system: { label: 'System' },
  settings: { label: 'Settings' },
  public: { label: 'Public' },
}

const LAYOUT_ORDER: Layout[] = ['project', 'silo', 'system', 'settings']

/** one nav item per kind whose list (or single page) needs no params beyond its layout's */
function inferNav(kinds: Record<string, KindDef>, routes: RouteDef[]): NavSection[] {
  const sections = new Map<Layout, NavSection>()
  for (const kind of Object.values(kinds).sort((a, b) =>
    a.titlePlural.localeCompare(b.titlePlural),
  )) {
    const item = navItemFor(
      kind,
      routes,
      kind.ops.list === undefined ? kind.title : kind.titlePlural,
    )
    if (item === undefined) continue
    const layout = layoutOfPath(item.to)
    const allowed = layout === 'project' ? ['project'] : []
    if (!routeParams(item.to).every((param) => allowed.includes(param))) continue
    const section = sections.get(layout) ?? { layout, heading: HEADINGS[layout], items: [] }
    sections.set(layout, section)
    section.items.push(item)
  }
  return LAYOUT_ORDER.flatMap((layout) => {
    const section = sections.get(layout)
    return section === undefined ? [] : [section]
  })
}
