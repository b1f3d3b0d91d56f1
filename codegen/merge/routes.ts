// Routes from the manifest: each kind's `routes` (list, create, detail, edit, index, tabs) and
// the top-level `routes`, checked for absolute paths and for the params their operations need.
import type { KindDef, OperationRef, PageDef, RouteDef } from '../../src/contract/index.ts'
import { layoutOfPath, routeParams } from '../infer/layout.ts'
import {
  createRoute,
  detailRoute,
  editRoute,
  indexRoute,
  listRoute,
  routeId,
  tabRoute,
} from '../infer/route-defs.ts'
import type { Model } from '../infer/index.ts'
import { identifier } from '../../src/contract/index.ts'
import type { Layout } from '../../src/contract/index.ts'
import type { Checker } from './checker.ts'
import type { KindRoutesEntry, Located, PageEntry, RouteEntry } from './manifest-types.ts'
import { below, type Place } from './place.ts'

const LAYOUTS: readonly Layout[] = ['project', 'silo', 'system', 'settings', 'public']
const PAGING = new Set(['limit', 'page_token', 'sort_by'])

/** what a page's entry is read against: the document, and the kinds merged so far */
interface PageSources {
  model: Model
  kinds: Record<string, KindDef>
}

/** a kind's `routes:` entry, at its place in the manifest */
export interface KindRoutesInput extends PageSources {
  kind: KindDef
  entry: KindRoutesEntry
  place: Place
}

export function kindRoutes({ model, kinds, kind, entry, place }: KindRoutesInput): RouteDef[] {
  const { file, at, check } = place
  const routes: RouteDef[] = []
  const replaced = (def: RouteDef, slot: keyof NonNullable<KindRoutesEntry['override']>) =>
    replace(def, entry.override?.[slot], below(place, `.override.${slot}`))
  const valid = (
    path: string | undefined,
    where: string,
    ops: (OperationRef | undefined)[],
  ): path is string => path !== undefined && checkPath(path, ops, below(place, `.${where}`))
  if (valid(entry.list, 'list', [kind.ops.list])) {
    if (kind.ops.list === undefined)
      check.missing(file, `${at}.list`, `kind "${kind.name}" has no list operation; page left out`)
    else routes.push(replaced(listRoute(kind, entry.list), 'list'))
  }
  const listId = entry.list === undefined ? undefined : routeId.list(kind.name)
  // a create that names the new item in its path gets that param from its form, not the route
  const inputs = kind.forms.create?.pathInputs ?? []
  const create = kind.ops.create && {
    ...kind.ops.create,
    pathParams: kind.ops.create.pathParams.filter((param) => !inputs.includes(param)),
  }
  if (valid(entry.create, 'create', [create])) {
    if (kind.ops.create === undefined)
      check.missing(file, `${at}.create`, `kind "${kind.name}" has no create operation`)
    else routes.push(replaced(createRoute(kind, entry.create, listId), 'create'))
  }
  const keyParam = kind.key === undefined ? [] : [identifier(kind.key)]
  // a kind with a list but no view call shows its item as the list has it (a switch port)
  if (
    entry.detail !== undefined &&
    kind.ops.view === undefined &&
    kind.ops.list === undefined &&
    !kind.singleton
  )
    check.missing(
      file,
      `${at}.detail`,
      `kind "${kind.name}" has no view or list operation; page left out`,
    )
  else if (
    valid(entry.detail, 'detail', [kind.ops.view]) &&
    needsParams(entry.detail, keyParam, below(place, '.detail'))
  ) {
    routes.push(replaced(detailRoute(kind, entry.detail), 'detail'))
    if (entry.index !== undefined) routes.push(indexRoute(kind, entry.detail, entry.index))
    for (const [i, tab] of (entry.tabs ?? []).entries()) {
      const where = below(place, `.tabs[${i}]`)
      if (typeof tab.path !== 'string' || tab.path.startsWith('/')) {
        check.error(file, where.at, 'a tab path is relative to the detail route (no leading /)')
        continue
      }
      const page = pageOf({ model, kinds, entry: tab, place: where })
      if (page === undefined) continue
      routes.push(
        tabRoute({
          id: routeId.tab(kind.name, tab.path),
          path: `${entry.detail}/${tab.path}`,
          page,
          label: tab.label,
          parent: routeId.detail(kind.name),
        }),
      )
    }
  }
  if (
    valid(entry.edit, 'edit', [kind.ops.update]) &&
    needsParams(entry.edit, keyParam, below(place, '.edit'))
  ) {
    if (kind.ops.update === undefined)
      check.missing(file, `${at}.edit`, `kind "${kind.name}" has no update operation`)
    else
      routes.push(
        replaced(editRoute(kind, entry.edit, listId ?? routeId.detail(kind.name)), 'edit'),
      )
  }
  return routes
}

/** a top-level `routes:` entry, and what reports its problems */
export interface TopLevelRouteInput extends PageSources {
  entry: Located<RouteEntry>
  check: Checker
}

export function topLevelRoute({
  model,
  kinds,
  entry,
  check,
}: TopLevelRouteInput): RouteDef | undefined {
  const { file, at, value } = entry
  const place: Place = { file, at, check }
  if (typeof value.id !== 'string') {
    check.error(file, at, 'a route needs an id')
    return undefined
  }
  if (!checkPath(value.path, [], below(place, '.path'))) return undefined
  const page = pageOf({ model, kinds, entry: value, place })
  if (page === undefined) return undefined
  const layout = value.layout ?? layoutOfPath(value.path)
  if (!(LAYOUTS as readonly string[]).includes(layout)) {
    check.error(file, `${at}.layout`, `unknown layout "${layout}" (expected ${LAYOUTS.join(', ')})`)
    return undefined
  }
  const def: RouteDef = {
    id: value.id,
    path: value.path,
    page,
    layout: layout as Layout,
    crumb: crumbOf(value, page),
  }
  if (value.title !== undefined) def.title = value.title
  if (value.parent !== undefined) def.parent = value.parent
  if (value.modal !== undefined) def.modal = value.modal
  if (value.tab !== undefined) def.tab = value.tab
  return def
}

function crumbOf(value: RouteEntry, page: PageDef): RouteDef['crumb'] {
  if (value.crumb === null) return null
  if (typeof value.crumb === 'string') return { label: value.crumb }
  if (value.crumb !== undefined) return { param: value.crumb.param }
  if (page.type === 'placeholder') return { label: page.title }
  return null
}

/** A kind's generic route whose component a bespoke page replaces; its type stays. */
function replace(def: RouteDef, name: string | undefined, { file, at, check }: Place): RouteDef {
  if (name === undefined) return def
  if (!('kind' in def.page) || def.page.type === 'override') {
    check.error(file, at, `route "${def.id}" has no page of a kind to replace`)
    return def
  }
  return { ...def, page: { ...def.page, override: name } }
}

/**
 * The page a route or tab names: list, detail, edit, single, override, redirect or placeholder.
 * An `override:` beside a list, detail, edit or single keeps that type and names the bespoke
 * page shown in its place; alone, the route is that page and nothing else.
 */
/** a route's or tab's page entry, at its place in the manifest */
interface PageInput extends PageSources {
  entry: PageEntry
  place: Place
}

function pageOf(input: PageInput): PageDef | undefined {
  const { entry, place } = input
  if (entry.override !== undefined && (entry.redirect ?? entry.placeholder) !== undefined) {
    place.check.error(
      place.file,
      `${place.at}.override`,
      'a redirect or placeholder page cannot be replaced',
    )
    return undefined
  }
  const page = typedPageOf(input)
  if (page === undefined || entry.override === undefined || !('kind' in page)) return page
  return page.type === 'override' ? page : { ...page, override: entry.override }
}

function typedPageOf({ model, kinds, entry, place }: PageInput): PageDef | undefined {
  const { file, at, check } = place
  const kindOf = (name: string, where: string) => {
    const kind = kinds[name]
    if (kind === undefined) check.missing(file, `${at}.${where}`, `unknown kind "${name}"`)
    return kind
  }
  if (entry.list !== undefined) {
    const kind = kindOf(entry.list.kind, 'list.kind')
    if (kind === undefined) return undefined
    const operation = entry.list.operation
    if (operation === undefined) return { type: 'list', kind: kind.name }
    const op = model.operations.get(operation)
    if (op === undefined) {
      check.missingOperation(file, `${at}.list.operation`, operation)
      return undefined
    }
    // the engine finds a tab's list operation on the kind it lists
    if (kind.ops.list?.id !== operation) kind.extraOps[operation] = op.ref
    return { type: 'list', kind: kind.name, operation }
  }
  if (entry.detail !== undefined) {
    const kind = kindOf(entry.detail, 'detail')
    return kind === undefined ? undefined : { type: 'detail', kind: kind.name }
  }
  if (entry.edit !== undefined) {
    const kind = kindOf(entry.edit, 'edit')
    if (kind !== undefined && kind.forms.update === undefined) {
      check.missing(file, `${at}.edit`, `kind "${kind.name}" has no update form`)
      return undefined
    }
    return kind === undefined ? undefined : { type: 'edit', kind: kind.name }
  }
  if (entry.single !== undefined) {
    const kind = kindOf(entry.single, 'single')
    return kind === undefined ? undefined : { type: 'single', kind: kind.name }
  }
  if (entry.override !== undefined) {
    // route ids start with the kind they belong to: `projectPolicy.access`
    const owner =
      'id' in entry && typeof entry.id === 'string'
        ? kinds[entry.id.split('.')[0] ?? '']
        : undefined
    return owner === undefined
      ? { type: 'override', override: entry.override }
      : { type: 'override', override: entry.override, kind: owner.name }
  }
  if (entry.redirect !== undefined) return { type: 'redirect', to: entry.redirect }
  if (entry.placeholder !== undefined) return { type: 'placeholder', title: entry.placeholder }
  check.error(
    file,
    at,
    'names no page (list, detail, edit, single, override, redirect or placeholder)',
  )
  return undefined
}

/** absolute, well-formed, and carrying every param the operations cannot do without */
function checkPath(
  path: unknown,
  ops: (OperationRef | undefined)[],
  { file, at, check }: Place,
): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) {
    check.error(file, at, `route "${String(path)}" must be an absolute path`)
    return false
  }
  if (path.length > 1 && path.endsWith('/')) {
    check.error(file, at, `route "${path}" must not end with /`)
    return false
  }
  const needed = ops.flatMap((op) => {
    if (op === undefined) return []
    const query = op.queryParams.filter((param) => param.required && !PAGING.has(param.name))
    return [
      ...op.pathParams.map((param) => ({ param, op: op.id })),
      ...query.map((param) => ({ param: param.name, op: op.id })),
      ...(op.paginated?.requiredOnFirstPage ?? []).map((param) => ({ param, op: op.id })),
    ]
  })
  const present = new Set(routeParams(path))
  const absent = needed.filter(({ param }) => !present.has(identifier(param)))
  // the operation changed under the manifest (another version needs another param): drift
  for (const { param, op } of absent) {
    check.missing(
      file,
      at,
      `route "${path}" has no :${identifier(param)} (${op} needs ${param}); page left out`,
    )
  }
  return absent.length === 0
}

function needsParams(path: string, params: string[], { file, at, check }: Place): boolean {
  const present = new Set(routeParams(path))
  const absent = params.filter((param) => !present.has(param))
  for (const param of absent)
    check.missing(file, at, `route "${path}" has no :${param} (the kind's key); page left out`)
  return absent.length === 0
}
