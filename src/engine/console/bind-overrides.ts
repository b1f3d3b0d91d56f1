import { kindIdentity, routeScope, type Registry } from '../../contract'
import type { OverrideRegistry } from '../slots/types'

/**
 * The overrides written for one document, bound to the registry a console shows, which may be
 * another document's. A kind's actions, cells, form fields and checks, and its route overrides
 * stay only where that registry's kind of the same name is the same resource: listed (or
 * viewed) at the same method and path as in the overrides' own document (`identities`, its
 * generated `kinds.ts`). So a vendor's "image" gets the generic menu, not our images' "Demote
 * to project". A route's page stays only where that registry's route of the same id stands at
 * the same scope as ours (`scopes`, the parameters of its path): our image upload, written for
 * a project's images, is not shown over a silo's images. Named pages stay: only a route that
 * names them (a manifest's `override:`) shows them.
 */
export function bindOverrides(
  overrides: OverrideRegistry,
  registry: Registry,
  identities: Readonly<Record<string, string>>,
  scopes: Readonly<Record<string, string>>,
): OverrideRegistry {
  const sameKind = (name: string) => {
    const kind = registry.kinds[name]
    return kind !== undefined && identities[name] === kindIdentity(kind)
  }
  // route ids start with the kind they belong to (`instance.tab.storage`); others stand alone
  const routes = new Map(registry.routes.map((route) => [route.id, routeScope(route)]))
  const routeBound = (id: string) => {
    const owner = id.split('.')[0] ?? id
    const ours = scopes[id]
    if (ours !== undefined && routes.has(id) && routes.get(id) !== ours) return false
    return identities[owner] === undefined || sameKind(owner)
  }
  const formKinds = new Map(
    Object.values(registry.kinds).flatMap((kind) =>
      Object.values(kind.forms).map((form) => [form.id, kind.name] as const),
    ),
  )
  const fieldBound = (key: string) => sameKind(formKinds.get(key.split('.')[0] ?? '') ?? '')
  const bound = <T>(slot: Partial<Record<string, T>>, keep: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(slot).filter(([key]) => keep(key)))
  return {
    pages: overrides.pages,
    tabs: bound(overrides.tabs, routeBound),
    cells: bound(overrides.cells, (key) => sameKind(key.split('.')[0] ?? '')),
    fields: bound(overrides.fields, fieldBound),
    checks: bound(overrides.checks, fieldBound),
    actions: bound(overrides.actions, sameKind),
  }
}
