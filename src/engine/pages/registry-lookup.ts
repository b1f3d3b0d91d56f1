import { findOperation } from '../data/operations'
import type { KindDef, OperationRef, PageDef, RouteDef } from '../../contract'
import { currentRegistry } from '../console/parts'

/** The kind a page names; a manifest that names an unknown kind is a build error, so this throws. */
export function kindByName(name: string): KindDef {
  const kind = currentRegistry().kinds[name]
  if (!kind) throw new Error(`Unknown kind "${name}" in the registry`)
  return kind
}

export function routeById(id: string): RouteDef | undefined {
  return currentRegistry().routes.find((route) => route.id === id)
}

/**
 * The route of a kind's own page of one type: its list (not a tab that lists it through
 * another operation), create form, detail page or edit form.
 */
export function routeOfKind(
  kindName: string,
  type: 'list' | 'create' | 'detail' | 'edit',
): RouteDef | undefined {
  return currentRegistry().routes.find((route) => {
    const page: PageDef = route.page
    if (type === 'create' && createdKind(route) === kindName) return true
    if (page.type !== type || page.kind !== kindName) return false
    return page.type !== 'list' || page.operation === undefined
  })
}

/**
 * The kind a route creates: its generic create form, or a bespoke page standing in for it (a
 * full-page create keeps the create route's id, `<kind>.create`).
 */
export function createdKind(route: RouteDef): string | undefined {
  const page = route.page
  if (page.type === 'create') return page.kind
  if (page.type === 'override' && page.kind !== undefined && route.id === `${page.kind}.create`)
    return page.kind
  return undefined
}

/**
 * Every page showing one item of the kind, its own detail route first: one kind can be shown
 * in several places (a project image, and a silo image outside any project).
 */
export function detailRoutesOf(kindName: string): RouteDef[] {
  return currentRegistry().routes.filter(
    (route) => route.page.type === 'detail' && route.page.kind === kindName,
  )
}

/** The child routes shown as tabs of a detail route, in registry order. */
export function tabsOf(routeId: string): RouteDef[] {
  return currentRegistry().routes.filter(
    (route) => route.parent === routeId && route.tab !== undefined,
  )
}

/**
 * An operation by id, looked up on the kind first (a CRUD op or one of its extra ops), then
 * anywhere: a tab may list a kind through another kind's operation (an instance's disks).
 */
export function operationOfKind(kind: KindDef, operationId: string): OperationRef {
  const crud = Object.values(kind.ops).find((op) => op?.id === operationId)
  const op = crud ?? kind.extraOps[operationId] ?? findOperation(operationId)
  if (!op) throw new Error(`Kind "${kind.name}" has no operation "${operationId}"`)
  return op
}

/** The first route matching a test, for overrides that link to a bespoke page. */
export function findRoute(test: (route: RouteDef) => boolean): RouteDef | undefined {
  return currentRegistry().routes.find(test)
}
