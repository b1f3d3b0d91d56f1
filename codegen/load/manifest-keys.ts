// The manifest's keys, checked before its entries are read: a misspelled key (`colums:`) would
// otherwise be ignored without a word. Mirrors merge/manifest-types.ts; a key added there
// must be added here.
import { SHELL_CALLS } from '../../src/contract/index.ts'
import type { Problem } from '../util/diagnostics.ts'
import { isObject } from '../util/json.ts'
import { editDistance } from '../util/edit-distance.ts'

/** a mapping with these keys; `'*'` = any key (a map of names), each value of that shape */
interface Shape {
  keys?: Record<string, Value>
  any?: Value
  /** a list of this shape */
  list?: Value
}
type Value = Shape | 'leaf'

const leaf = 'leaf' as const
const mapOf = (keys: Record<string, Value>): Shape => ({ keys })
const listOf = (value: Value): Shape => ({ list: value })
const openMap: Shape = { any: leaf }

const column = mapOf({
  field: leaf,
  header: leaf,
  type: leaf,
  linkTo: leaf,
  cell: leaf,
  priority: leaf,
})
const form = mapOf({
  order: leaf,
  hidden: leaf,
  seed: openMap,
  show: leaf,
  title: leaf,
  submit: leaf,
})
const pageKeys = {
  list: mapOf({ kind: leaf, operation: leaf }),
  detail: leaf,
  edit: leaf,
  single: leaf,
  override: leaf,
  redirect: leaf,
  placeholder: leaf,
}
const param = mapOf({ param: leaf })
const action = mapOf({
  name: leaf,
  label: leaf,
  operation: leaf,
  states: leaf,
  disabledReason: leaf,
  danger: leaf,
  confirm: mapOf({ title: leaf, message: leaf, button: leaf }),
  toast: leaf,
  download: leaf,
  form,
  seed: openMap,
  requires: listOf(
    mapOf({ field: leaf, set: leaf, oneOf: leaf, empty: leaf, where: leaf, reason: leaf }),
  ),
})
const kind = mapOf({
  label: leaf,
  plural: leaf,
  ops: mapOf({ list: leaf, create: leaf, view: leaf, update: leaf, delete: leaf }),
  extraOps: leaf,
  sortParam: leaf,
  touches: leaf,
  scopeFields: openMap,
  references: openMap,
  identity: leaf,
  nameField: leaf,
  columns: listOf(column),
  properties: listOf(column),
  forms: mapOf({ create: form, update: form }),
  states: mapOf({ field: leaf, transitional: leaf, success: leaf, danger: leaf, idle: leaf }),
  actions: listOf(action),
  capabilities: {
    any: mapOf({ states: leaf, disabledReason: leaf, operation: leaf, requires: leaf }),
  },
  routes: mapOf({
    list: leaf,
    create: leaf,
    detail: leaf,
    edit: leaf,
    index: leaf,
    override: mapOf({ list: leaf, create: leaf, detail: leaf, edit: leaf }),
    tabs: listOf(mapOf({ path: leaf, label: leaf, ...pageKeys })),
  }),
  nav: mapOf({ layout: leaf, section: leaf, label: leaf, order: leaf }),
  docs: leaf,
  limits: openMap,
})
const route = mapOf({
  id: leaf,
  path: leaf,
  crumb: param,
  title: leaf,
  layout: leaf,
  parent: leaf,
  modal: leaf,
  tab: leaf,
  ...pageKeys,
})
const nav = mapOf({
  layout: leaf,
  heading: param,
  items: listOf(mapOf({ label: leaf, to: leaf, activeFor: leaf, order: leaf })),
})

const verbRoles = mapOf({ read: leaf, change: leaf, policy: leaf })
const roles = mapOf({
  ranks: leaf,
  open: leaf,
  fleet: leaf,
  projectParam: leaf,
  defaults: { any: verbRoles },
  operations: { any: mapOf({ scope: leaf, role: leaf, open: leaf }) },
})

const shell = mapOf({
  operations: mapOf(Object.fromEntries(SHELL_CALLS.map((call) => [call, leaf]))),
  identityProviderDocs: leaf,
})

export const MANIFEST_SHAPE: Shape = mapOf({
  kinds: { any: kind },
  routes: listOf(route),
  nav: listOf(nav),
  roles,
  shell,
})

/** unknown keys anywhere in one manifest file, each with the nearest known name */
export function unknownKeys(
  file: string,
  content: unknown,
  shape: Shape = MANIFEST_SHAPE,
): Problem[] {
  const problems: Problem[] = []
  const visit = (value: unknown, expected: Value, at: string): void => {
    if (expected === leaf) return
    if (expected.list !== undefined) {
      if (Array.isArray(value))
        value.forEach((item, i) => visit(item, expected.list as Value, `${at}[${i}]`))
      return
    }
    // a string where a mapping may stand (a column by field name, a crumb text) is not a key
    if (!isObject(value)) return
    for (const [key, child] of Object.entries(value)) {
      const where = at === '' ? key : `${at}.${key}`
      const known = expected.keys?.[key] ?? expected.any
      if (known === undefined) {
        const names = Object.keys(expected.keys ?? {})
        const nearest = nearestName(key, names)
        const hint =
          nearest === undefined ? `known: ${names.join(', ')}` : `did you mean "${nearest}"?`
        problems.push({ file, at: where, reason: `unknown key "${key}" (${hint})` })
        continue
      }
      visit(child, known, where)
    }
  }
  visit(content, shape, '')
  return problems
}

/** the known name closest to `wanted`, when it is close enough to be a misspelling */
export function nearestName(wanted: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const name of names) {
    const d = editDistance(wanted.toLowerCase(), name.toLowerCase())
    if (best === undefined || d < best.distance) best = { name, distance: d }
  }
  return best !== undefined && best.distance <= Math.max(2, Math.floor(wanted.length / 3))
    ? best.name
    : undefined
}
