// Routes and nav when there is no manifest, so any document yields a browsable console:
// `/<plural>` lists, `/<plural>/:key` details, `-new` create and `/edit` modals. A list whose
// first page needs another kind's key (`?project=`, `/things/{id}/parts`) nests under that
// kind's detail route, as a tab unless the parent is a layout root (a project).
import type { KindDef, Layout, NavSection, RouteDef } from '../../src/contract/index.ts'
import { camelCase, kebabCase } from '../util/names.ts'
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
    const base = computeBase(kind, byKey, baseOf)
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
    (kind.name === camelCase(kind.key ?? '') ? 0 : 100) + (kind.ops.list?.pathParams.length ?? 0)
  const hosts = Object.values(kinds)
    .filter(
      (kind) =>
        kind.key !== undefined && kind.ops.view !== undefined && kind.ops.list !== undefined,
    )
    .sort((a, b) => weight(a) - weight(b) || a.name.localeCompare(b.name))
  for (const kind of hosts) {
    if (kind.key !== undefined && !byKey.has(kind.key)) byKey.set(kind.key, kind)
  }
  return byKey
}

interface Base {
  /** the kind's collection path: `/projects/:project/instances` */
  collection: string
  /** the detail route the collection is a tab of */
  tabOf?: string
}

function computeBase(
  kind: KindDef,
  byKey: Map<string, KindDef>,
  baseOf: (kind: KindDef) => Base | null,
): Base | null {
  const entry = kind.ops.list ?? kind.ops.view ?? kind.ops.update
  if (entry === undefined) return null
  const needed = new Set<string>(entry.pathParams)
  for (const param of entry.paginated?.requiredOnFirstPage ?? []) needed.add(param)
  for (const param of entry.queryParams) {
    if (param.required && !PAGING.has(param.name)) needed.add(param.name)
  }
  // the parent whose detail route already carries the most of the needed params
  let parent: { kind: KindDef; detail: string } | undefined
  for (const param of needed) {
    const host = byKey.get(param)
    if (host === undefined || host === kind) continue
    const hostBase = baseOf(host)
    if (hostBase === null || host.ops.list === undefined) continue
    const detail = `${hostBase.collection}/:${camelCase(param)}`
    const covered = routeParams(detail).length
    if (parent === undefined || covered > routeParams(parent.detail).length)
      parent = { kind: host, detail }
  }
  // operator collections stay under /system, where the system layout renders them
  const prefix = parent?.detail ?? (/\/system\//.test(entry.path) ? '/system' : '')
  const provided = new Set(routeParams(prefix))
  const missing = [...needed].filter((param) => !provided.has(camelCase(param)))
  // query params nobody provides (a time range…) cannot come from a route
  const queryOnly = missing.filter((param) => !entry.pathParams.includes(param))
  if (queryOnly.length > 0) return null
  const segment = collectionSegment(kind, parent?.kind)
  const extra = missing.map((param) => `/:${camelCase(param)}`).join('')
  const collection = `${prefix}/${segment}${extra}`
  const base: Base = { collection }
  if (parent !== undefined && !LAYOUT_ROOTS.has(parent.detail))
    base.tabOf = routeId.detail(parent.kind.name)
  return base
}

/** `vpc_subnet` under `vpc` → `subnets`; otherwise the kebab plural: `floating-ips` */
function collectionSegment(kind: KindDef, parent: KindDef | undefined): string {
  const words = kind.singleton ? kind.singular : kind.plural
  const own = kebabCase(words)
  if (parent === undefined) return own
  const parentWords = `${kebabCase(parent.singular)}-`
  return own.startsWith(parentWords) && own.length > parentWords.length
    ? own.slice(parentWords.length)
    : own
}

function kindRoutes(kind: KindDef, base: Base): RouteDef[] {
  const routes: RouteDef[] = []
  if (kind.ops.list === undefined) {
    const single = singleRoute(kind, base.collection)
    const tab =
      base.tabOf === undefined
        ? undefined
        : tabRoute(single.id, single.path, single.page, kind.title, base.tabOf)
    routes.push(tab ?? single)
    return routes
  }
  const list = listRoute(kind, base.collection)
  if (base.tabOf !== undefined) {
    routes.push(tabRoute(list.id, list.path, list.page, kind.titlePlural, base.tabOf))
  } else {
    routes.push(list)
  }
  if (kind.forms.create !== undefined) {
    routes.push(createRoute(kind, `${base.collection}-new`, list.id))
  }
  if (kind.ops.view !== undefined && kind.key !== undefined) {
    const detailPath = `${base.collection}/:${camelCase(kind.key)}`
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
