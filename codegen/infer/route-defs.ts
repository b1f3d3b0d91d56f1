// RouteDef builders shared by inference (no manifest) and the manifest merge, so a kind's
// routes get the same ids, parents, crumbs and layouts either way.
import {
  createLabel,
  type KindDef,
  type NavItem,
  type PageDef,
  type RouteDef,
} from '../../src/contract/index.ts'
import { holdsPath, identifier } from '../../src/contract/index.ts'
import { layoutOfPath } from './layout.ts'

export const routeId = {
  list: (kind: string) => `${kind}.list`,
  detail: (kind: string) => `${kind}.detail`,
  create: (kind: string) => `${kind}.create`,
  edit: (kind: string) => `${kind}.edit`,
  single: (kind: string) => `${kind}.single`,
  index: (kind: string) => `${kind}.index`,
  tab: (kind: string, path: string) => `${kind}.tab.${path}`,
}

function route(id: string, path: string, page: PageDef, crumb: RouteDef['crumb']): RouteDef {
  return { id, path, page, layout: layoutOfPath(path), crumb }
}

export function listRoute(kind: KindDef, path: string): RouteDef {
  return {
    ...route(
      routeId.list(kind.name),
      path,
      { type: 'list', kind: kind.name },
      { label: kind.titlePlural },
    ),
    title: kind.titlePlural,
  }
}

export function detailRoute(kind: KindDef, path: string): RouteDef {
  // a kind with no key of its own (read from its list) is named by the route's last param
  // (a switch port's `:port`, after its rack and switch)
  const own = identifier(kind.key ?? kind.identityField)
  const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
  const param = kind.key === undefined && !params.includes(own) ? (params.at(-1) ?? own) : own
  return route(routeId.detail(kind.name), path, { type: 'detail', kind: kind.name }, { param })
}

export function createRoute(kind: KindDef, path: string, parent: string | undefined): RouteDef {
  const def = route(
    routeId.create(kind.name),
    path,
    { type: 'create', kind: kind.name },
    {
      label: createLabel(kind),
    },
  )
  return withModal(def, parent, kind.forms.create?.title)
}

export function editRoute(kind: KindDef, path: string, parent: string | undefined): RouteDef {
  const def = route(
    routeId.edit(kind.name),
    path,
    { type: 'edit', kind: kind.name },
    { label: 'Edit' },
  )
  return withModal(def, parent, kind.forms.update?.title)
}

function withModal(def: RouteDef, parent: string | undefined, title: string | undefined): RouteDef {
  const result: RouteDef = { ...def, modal: true }
  if (parent !== undefined) result.parent = parent
  if (title !== undefined) result.title = title
  return result
}

export function singleRoute(kind: KindDef, path: string): RouteDef {
  return {
    ...route(
      routeId.single(kind.name),
      path,
      { type: 'single', kind: kind.name },
      { label: kind.title },
    ),
    title: kind.title,
  }
}

/** the detail route's index: it redirects to one of its tabs */
export function indexRoute(kind: KindDef, detailPath: string, tabPath: string): RouteDef {
  return {
    ...route(
      routeId.index(kind.name),
      detailPath,
      { type: 'redirect', to: `${detailPath}/${tabPath}` },
      null,
    ),
    parent: routeId.detail(kind.name),
  }
}

/** a tab of a detail page: its own route, named by its label, under the detail route `parent` */
export interface TabRouteInput {
  id: string
  path: string
  page: PageDef
  label: string
  parent: string
}

export function tabRoute({ id, path, page, label, parent }: TabRouteInput): RouteDef {
  return { ...route(id, path, page, { label }), parent, tab: label }
}

export function navItemFor(
  kind: KindDef,
  routes: readonly RouteDef[],
  label: string,
): NavItem | undefined {
  const own = routes.filter((def) => 'kind' in def.page && def.page.kind === kind.name && !def.tab)
  // a bespoke page belongs to the kind its route id starts with (`projectPolicy.access`)
  const bespoke = routes.filter(
    (def) =>
      def.id.startsWith(`${kind.name}.`) && def.page.type === 'override' && !def.tab && !def.modal,
  )
  const target =
    own.find((def) => def.page.type === 'list') ??
    own.find((def) => def.page.type === 'single') ??
    bespoke[0]
  if (target === undefined) return undefined
  const item: NavItem = { label, to: target.path }
  // a route under the item's own path needs no entry: the nav finds it by the path
  const activeFor = routes
    .filter((def) => def.id !== target.id && def.id.startsWith(`${kind.name}.`))
    .filter((def) => !holdsPath(target.path, def.path))
    .map((def) => def.id)
  if (activeFor.length > 0) item.activeFor = activeFor
  return item
}
