import { kindIdentity, type Registry } from '../../contract'
import type { OverrideRegistry } from '../slots/types'

/**
 * The overrides written for one document, bound to the registry a console shows, which may be
 * another document's. A kind's actions, cells, form fields and checks, and its route overrides
 * stay only where that registry's kind of the same name is the same resource: listed (or
 * viewed) at the same method and path as in the overrides' own document (`identities`, its
 * generated `kinds.ts`). So a vendor's "image" gets the generic menu, not our images' "Demote
 * to project". Named pages stay: only a route that names them (a manifest's `override:`) shows
 * them, and another document's routes name none of ours.
 */
export function bindOverrides(
  overrides: OverrideRegistry,
  registry: Registry,
  identities: Readonly<Record<string, string>>,
): OverrideRegistry {
  const sameKind = (name: string) => {
    const kind = registry.kinds[name]
    return kind !== undefined && identities[name] === kindIdentity(kind)
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
    cells: bound(overrides.cells, (key) => sameKind(key.split('.')[0] ?? '')),
    fields: bound(overrides.fields, fieldBound),
    checks: bound(overrides.checks, fieldBound),
    actions: bound(overrides.actions, sameKind),
  }
}
