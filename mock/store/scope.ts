/**
 * Selector rules of the platform (query params that name a parent by name or id):
 * - a child given by name needs its parent selector, which may itself be a name (a chain);
 * - a child given by id must come without any parent selector;
 * - a miss is a 404 naming the kind and the selector.
 */
import type { KindDef, Registry } from '../../src/contract/index.ts'
import { invalidRequest, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import type { Db } from './db.ts'
import { wirePathOf } from './kinds.ts'
import { isUuid } from './time.ts'

export type Selectors = Record<string, string>

/**
 * the kind a selector param names: the one whose item key has that name. Several kinds can key
 * on the same name (a silo, and a pool's link to a silo; an instance, and a group's member
 * instance): the thing itself has a view of its own at the shortest path (`/v1/instances/
 * {instance}`), the relations have none or one under their other end.
 */
export function kindForSelector(registry: Registry, param: string): KindDef | undefined {
  const candidates = Object.values(registry.kinds).filter((kind) => kind.key === param)
  const rank = (kind: KindDef) => kind.ops.view?.pathParams.length ?? Number.MAX_SAFE_INTEGER
  return candidates.sort((a, b) => rank(a) - rank(b))[0]
}

/** every selector above a kind, walking each parent's own scopes */
export function ancestorSelectors(registry: Registry, kind: KindDef): Set<string> {
  const found = new Set<string>()
  const visit = (current: KindDef) => {
    for (const param of Object.keys(current.scopeFields)) {
      if (found.has(param)) continue
      found.add(param)
      const parent = kindForSelector(registry, param)
      if (parent && parent !== current) visit(parent)
    }
  }
  visit(kind)
  return found
}

/**
 * The nearest parent selector of a kind among `candidates`: the one that is not itself an
 * ancestor of another candidate (for a network interface, `instance` rather than `project`).
 */
export function nearestSelector(
  registry: Registry,
  kind: KindDef,
  candidates: string[],
): string | undefined {
  const scopes = candidates.filter((param) => param in kind.scopeFields)
  return scopes.find((param) => {
    return !scopes.some((other) => {
      if (other === param) return false
      const otherKind = kindForSelector(registry, other)
      return otherKind ? ancestorSelectors(registry, otherKind).has(param) : false
    })
  })
}

/** the parent a request names for a kind, resolved; undefined when it names none */
export function resolveParent(
  registry: Registry,
  db: Db,
  kind: KindDef,
  selectors: Selectors,
): { param: string; item: WireItem } | undefined {
  const param = nearestSelector(registry, kind, Object.keys(selectors))
  if (!param) return undefined
  const parentKind = kindForSelector(registry, param)
  const value = selectors[param]
  if (!parentKind || value === undefined) return undefined
  return { param, item: resolveItem(registry, db, parentKind, param, value, selectors) }
}

/** find one item of a kind by name or id, applying the selector rules */
export function resolveItem(
  registry: Registry,
  db: Db,
  kind: KindDef,
  keyParam: string,
  value: string,
  selectors: Selectors,
): WireItem {
  const rows = db.table(kind.name)
  // an item with no `id` is found by the field its path names (DigitalOcean's alert by `uuid`,
  // a function namespace by `namespace`): the kind's identity, as the wire spells it
  const identity = wirePathOf(registry, kind.identityField)
  const keyed = (row: WireItem) =>
    row.id === undefined && identity !== 'name' && String(row[identity]) === value
  if (isUuid(value)) {
    for (const parent of ancestorSelectors(registry, kind)) {
      if (parent in selectors) {
        throw invalidRequest(
          `when providing ${keyParam} as an ID ${parent} should not be specified`,
        )
      }
    }
    const item = rows.find((row) => row.id === value) ?? rows.find(keyed)
    if (!item) throw notFound(`not found: ${kind.singular} with id "${value}"`)
    return item
  }
  // other APIs key items by ids of their own (`101`, `srv-1`), neither uuids nor names
  const own = rows.find((row) => {
    const id = row.id
    return (
      (typeof id === 'number' || typeof id === 'string') &&
      !isUuid(String(id)) &&
      String(id) === value
    )
  })
  if (own) return own
  const byIdentity = rows.find(keyed)
  if (byIdentity) return byIdentity
  const scopes = Object.keys(kind.scopeFields).filter((param) => kindForSelector(registry, param))
  const parent = resolveParent(registry, db, kind, selectors)
  if (scopes.length > 0 && !parent) {
    // an item above every scope (a silo image: `project_id` null) is named without a parent
    const unscoped = rows.find(
      (row) => row.name === value && scopes.every((p) => row[kind.scopeFields[p] ?? ''] == null),
    )
    if (unscoped) return unscoped
    const needed = nearestSelector(registry, kind, scopes) ?? scopes[0]
    throw invalidRequest(`${needed} must be specified when ${keyParam} is given by name`)
  }
  const item = rows.find((row) => {
    if (row.name !== value) return false
    return !parent || row[kind.scopeFields[parent.param] ?? ''] === parent.item.id
  })
  if (!item) throw notFound(`not found: ${kind.singular} with name "${value}"`)
  return item
}
