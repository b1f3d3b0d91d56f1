// Step 4: the final Registry. With a manifest, its entries refine the inferred kinds and
// supply routes and nav; without one, the inferred routes and nav are used as they are.
import type { KindDef, Registry, RouteDef } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import { routeId } from '../infer/route-defs.ts'
import { CodegenError } from '../util/diagnostics.ts'
import { Checker } from './checker.ts'
import { mergeKind } from './kind.ts'
import type { Manifest } from './manifest-types.ts'
import { buildNav } from './nav.ts'
import { placeOperations } from './placement.ts'
import { roleTable } from './roles.ts'
import { shellOf } from './shell.ts'
import { kindRoutes, topLevelRoute } from './routes.ts'

export interface MergeResult {
  registry: Registry
  /** manifest entries the document lacks (non-strict runs), one line each */
  warnings: string[]
  /** the wire item schema of every kind, manifest kinds included */
  items: Model['items']
}

export function registryWithoutManifest(model: Model): Registry {
  const kinds = structuredClone(model.kinds)
  linkIdentityColumns(kinds, model.routes)
  const registry: Registry = {
    apiVersion: model.apiVersion,
    kinds,
    routes: [...model.routes],
    nav: structuredClone(model.nav),
    // no manifest names the shell's calls: no sign-in, policies or timeseries helper
    shellOperations: {},
  }
  addOtherOperations(model, registry)
  return registry
}

const OTHER_OPERATIONS = {
  id: 'otherOperations',
  path: '/other-operations',
  title: 'Other operations',
}

/** every operation no generic page or action calls gets a line on one page of its own */
function addOtherOperations(model: Model, registry: Registry): void {
  const { unplaced } = placeOperations(model, registry, { byKind: false })
  // the one page that shows an operation's summary: the other refs go without it, as every
  // page loads the registry first
  const operations = [...unplaced.keys()].flatMap((id) => {
    const info = model.operations.get(id)
    if (info === undefined) return []
    return [info.summary === undefined ? info.ref : { ...info.ref, summary: info.summary }]
  })
  if (operations.length === 0) return
  registry.routes.push({
    id: OTHER_OPERATIONS.id,
    path: OTHER_OPERATIONS.path,
    page: { type: 'operations', operations },
    layout: 'silo',
    crumb: { label: OTHER_OPERATIONS.title },
    title: OTHER_OPERATIONS.title,
  })
  const section = registry.nav.find((candidate) => candidate.layout === 'silo')
  const item = { label: OTHER_OPERATIONS.title, to: OTHER_OPERATIONS.path }
  if (section === undefined)
    registry.nav.push({ layout: 'silo', heading: { label: 'API' }, items: [item] })
  else section.items.push(item)
}

export function mergeManifest(
  model: Model,
  manifest: Manifest,
  options: { strict: boolean },
): MergeResult {
  const operationIds = new Set(model.operations.keys())
  const named = new Set([...manifestOperations(manifest)].filter((id) => operationIds.has(id)))
  const check = new Checker(options.strict, operationIds, named)
  const kinds: Record<string, KindDef> = structuredClone(model.kinds)
  const items = { ...model.items }
  const manifestKinds = new Set(manifest.kinds.map((entry) => entry.key))
  for (const entry of manifest.kinds) {
    const merged = mergeKind(model, entry, check)
    if (merged === undefined) {
      if (!model.groups[entry.key]) delete kinds[entry.key]
      continue
    }
    // an inferred kind whose operations moved to a manifest kind under another key is gone
    for (const owner of merged.claimed) {
      if (owner !== entry.key && !manifestKinds.has(owner)) delete kinds[owner]
    }
    kinds[entry.key] = merged.kind
    items[entry.key] = merged.item
  }
  dropTakenExtras(kinds, manifest)
  const routes: RouteDef[] = []
  for (const entry of manifest.kinds) {
    const kind = kinds[entry.key]
    if (kind === undefined || entry.value.routes === undefined) continue
    const place = { file: entry.file, at: `${entry.at}.routes`, check }
    routes.push(...kindRoutes({ model, kinds, kind, entry: entry.value.routes, place }))
  }
  for (const entry of manifest.routes) {
    const def = topLevelRoute({ model, kinds, entry, check })
    if (def !== undefined) routes.push(def)
  }
  checkUniqueRoutes(routes, check)
  attachOrphanModals(routes)
  inheritModalLayouts(routes)
  const nav = buildNav({
    sections: manifest.nav,
    kindEntries: manifest.kinds,
    kinds,
    routes,
    check,
  })
  const roles = roleTable(model, manifest.roles, check)
  const shell = shellOf(model, manifest.shell, check)
  if (check.errors.length > 0) throw new CodegenError(check.errors)
  linkIdentityColumns(kinds, routes)
  const registry: Registry = {
    apiVersion: model.apiVersion,
    kinds,
    routes,
    nav,
    shellOperations: shell.operations,
    ...(shell.def ? { shell: shell.def } : {}),
    ...(roles ? { roles } : {}),
  }
  return { registry, warnings: check.warningLines(), items }
}

/**
 * An operation another kind holds in a slot is that kind's: it leaves the extras of the kind it
 * was inferred beside (a switch port's status, now a view of its own), unless the entry names
 * it there. Every first page loads the registry, which carried each such operation twice.
 */
function dropTakenExtras(kinds: Record<string, KindDef>, manifest: Manifest): void {
  const owners = new Map<string, string>()
  for (const kind of Object.values(kinds))
    for (const op of Object.values(kind.ops)) if (op) owners.set(op.id, kind.name)
  for (const entry of manifest.kinds) {
    const kind = kinds[entry.key]
    if (kind === undefined) continue
    const named = new Set(entry.value.extraOps ?? [])
    for (const id of Object.keys(kind.extraOps)) {
      const owner = owners.get(id)
      if (owner !== undefined && owner !== kind.name && !named.has(id)) delete kind.extraOps[id]
    }
  }
}

/** every operation id the manifest names: kind slots, extra operations, actions, list pages */
function manifestOperations(manifest: Manifest): Set<string> {
  const ids = new Set<string>()
  for (const entry of manifest.kinds) {
    for (const id of Object.values(entry.value.ops ?? {})) if (id !== undefined) ids.add(id)
    for (const id of entry.value.extraOps ?? []) ids.add(id)
    for (const action of entry.value.actions ?? []) if (action.operation) ids.add(action.operation)
    for (const tab of entry.value.routes?.tabs ?? [])
      if (tab.list?.operation) ids.add(tab.list.operation)
  }
  for (const route of manifest.routes)
    if (route.value.list?.operation) ids.add(route.value.list.operation)
  for (const id of Object.values(manifest.shell?.value.operations ?? {})) ids.add(id)
  return ids
}

function checkUniqueRoutes(routes: RouteDef[], check: Checker): void {
  const seen = new Map<string, RouteDef>()
  for (const def of routes) {
    const other = seen.get(def.id)
    if (other !== undefined)
      check.error(
        'manifest',
        `routes.${def.id}`,
        `route id "${def.id}" is used twice (${other.path}, ${def.path})`,
      )
    seen.set(def.id, def)
  }
  // two pages at one path: the router would show one and hide the other without a word. A
  // route at its parent's path is the parent's index (a redirect to its first tab), not a clash.
  const byPath = new Map<string, RouteDef>()
  for (const def of routes) {
    const other = byPath.get(def.path)
    if (other !== undefined && def.parent !== other.id && other.parent !== def.id)
      check.error(
        'manifest',
        `routes.${def.id}`,
        `route "${def.id}" has the same path as route "${other.id}" (${def.path})`,
      )
    if (other === undefined || other.parent === def.id) byPath.set(def.path, def)
  }
}

/** the name (or id) column links to the item's detail page when there is one */
function linkIdentityColumns(kinds: Record<string, KindDef>, routes: RouteDef[]): void {
  const ids = new Set(routes.map((def) => def.id))
  for (const kind of Object.values(kinds)) {
    const detail = routeId.detail(kind.name)
    if (!ids.has(detail)) continue
    // people open a row by what they call it; the identity serves when there is no label
    const column =
      kind.columns.find((c) => c.field === kind.labelField) ??
      kind.columns.find((c) => c.field === kind.identityField)
    if (column !== undefined && column.linkTo === undefined) column.linkTo = detail
  }
}

/**
 * A side modal draws over its parent page, so it keeps the parent's layout: the edit form of
 * a project (`/projects/:project/edit`) sits over the silo's project list, not in the project.
 */
function inheritModalLayouts(routes: RouteDef[]): void {
  const byId = new Map(routes.map((def) => [def.id, def]))
  for (const def of routes) {
    const parent = def.modal && def.parent !== undefined ? byId.get(def.parent) : undefined
    if (parent !== undefined) def.layout = parent.layout
  }
}

/**
 * A create or edit side modal needs a page beneath it. When its kind is listed in a tab (VPC
 * subnets in the VPC's subnets tab) rather than on a list route of its own, the manifest gives
 * it no parent: attach it to the route that lists its kind and shares most of its path.
 */
function attachOrphanModals(routes: RouteDef[]): void {
  const ids = new Set(routes.map((def) => def.id))
  const segments = (path: string) => path.split('/').filter(Boolean)
  const shared = (a: string, b: string) => {
    const [left, right] = [segments(a), segments(b)]
    let count = 0
    while (count < left.length && left[count] === right[count]) count++
    return count
  }
  for (const def of routes) {
    if (!def.modal || (def.parent !== undefined && ids.has(def.parent))) continue
    if (!('kind' in def.page) || def.page.kind === undefined) continue
    const kind = def.page.kind
    const lists = routes.filter((other) => other.page.type === 'list' && other.page.kind === kind)
    const best = lists.sort((a, b) => shared(b.path, def.path) - shared(a.path, def.path))[0]
    if (best === undefined) delete def.parent
    else def.parent = best.id
  }
}
