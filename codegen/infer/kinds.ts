// Groups operations into resource kinds by operation id prefix (`instance_list`,
// `instance_view`, `instance_start` → `instance`) and fills a KindDef from the document alone.
import type { ActionDef, FormDef, KindDef, OperationRef } from '../../src/contract/index.ts'
import {
  camelCase,
  displayWords,
  humanize,
  kebabCase,
  pluralize,
  titleCase,
} from '../util/names.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { columnDef, defaultColumnFields, labelFieldOf, orderedProperties } from './fields.ts'
import { CRUD_VERBS, parseOperationId, type CrudVerb } from './operation-ids.ts'
import type { OperationInfo } from './operations.ts'
import { propertiesOf, refNameOf } from './schemas.ts'
import { defaultStateTable, findStateField } from './states.ts'

export interface InferredKinds {
  kinds: Record<string, KindDef>
  /** the wire schema of one item of each kind */
  items: Record<string, Schema | undefined>
  /** operation id → kind key it belongs to (first owner) */
  ownerOf: Map<string, string>
  /** the operations each kind was built from (the manifest merge rebuilds kinds from them) */
  groups: Record<string, Group>
}

export interface Group {
  prefix: string
  ops: Partial<Record<CrudVerb, OperationInfo>>
  extra: OperationInfo[]
}

export function inferKinds(
  document: Document,
  operations: Map<string, OperationInfo>,
): InferredKinds {
  const groups = groupByPrefix(operations)
  foldSubLists(groups)
  assignOtherOperations(groups, operations)
  const kinds: Record<string, KindDef> = {}
  const items: Record<string, Schema | undefined> = {}
  const ownerOf = new Map<string, string>()
  const byKey: Record<string, Group> = {}
  for (const group of [...groups.values()].sort((a, b) => a.prefix.localeCompare(b.prefix))) {
    let key = camelCase(group.prefix) || 'root'
    for (let n = 2; kinds[key] !== undefined; n += 1) key = `${camelCase(group.prefix)}${n}`
    const item = itemSchemaOf(group)
    kinds[key] = buildKind(document, key, group, item)
    items[key] = item
    byKey[key] = group
    for (const op of [...Object.values(group.ops), ...group.extra]) {
      if (!ownerOf.has(op.ref.id)) ownerOf.set(op.ref.id, key)
    }
  }
  return { kinds, items, ownerOf, groups: byKey }
}

function groupByPrefix(operations: Map<string, OperationInfo>): Map<string, Group> {
  const groups = new Map<string, Group>()
  for (const op of operations.values()) {
    const { prefix, verb } = parseOperationId(op.ref.id)
    if (verb === undefined || op.special || !fitsVerb(op, verb)) continue
    const group = groups.get(prefix) ?? { prefix, ops: {}, extra: [] }
    groups.set(prefix, group)
    if (group.ops[verb] === undefined) group.ops[verb] = op
    else group.extra.push(op)
  }
  return groups
}

// A name is only a promise: `*_list` must return a list, `*_view` one object.
function fitsVerb(op: OperationInfo, verb: CrudVerb): boolean {
  if (verb === 'list') return op.ref.method === 'get' && op.ref.returnsList
  if (verb === 'view') return op.ref.method === 'get' && !op.ref.returnsList
  return true
}

/**
 * A prefix with only a list whose items are another kind's (`instance_disk_list` → Disk) is a
 * sub-list: its operation joins the item kind (and the parent, by prefix) instead of
 * becoming a kind of its own.
 */
function foldSubLists(groups: Map<string, Group>): void {
  const viewedSchemas = new Map<string, Group>()
  for (const group of groups.values()) {
    const name = refNameOf(group.ops.view?.itemSchema)
    if (name !== undefined && !viewedSchemas.has(name)) viewedSchemas.set(name, group)
  }
  for (const [prefix, group] of [...groups]) {
    const verbs = Object.keys(group.ops)
    const list = group.ops.list
    if (verbs.length !== 1 || list === undefined) continue
    const host = viewedSchemas.get(refNameOf(list.itemSchema) ?? '')
    if (host === undefined || host === group) continue
    host.extra.push(list, ...group.extra)
    groups.delete(prefix)
    const parent = longestPrefixGroup(groups, list.ref.id)
    if (parent !== undefined && parent !== host) parent.extra.push(list)
  }
}

/** Actions and irregular operations join the kind with the longest matching prefix. */
function assignOtherOperations(
  groups: Map<string, Group>,
  operations: Map<string, OperationInfo>,
): void {
  const placed = new Set<string>()
  for (const group of groups.values()) {
    for (const op of [...Object.values(group.ops), ...group.extra]) placed.add(op.ref.id)
  }
  for (const op of operations.values()) {
    if (placed.has(op.ref.id)) continue
    const group = longestPrefixGroup(groups, op.ref.id) ?? groupByPath(groups, op)
    if (group !== undefined) {
      group.extra.push(op)
      continue
    }
    // a lone GET still shows something: a one-object page or a list of its own
    if (op.ref.method === 'get' && !op.special && op.responseSchema !== undefined) {
      const verb: CrudVerb = op.ref.returnsList ? 'list' : 'view'
      groups.set(op.ref.id, { prefix: op.ref.id, ops: { [verb]: op }, extra: [] })
    }
  }
}

function longestPrefixGroup(groups: Map<string, Group>, id: string): Group | undefined {
  let best: Group | undefined
  for (const group of groups.values()) {
    if (!id.startsWith(`${group.prefix}_`)) continue
    if (best === undefined || group.prefix.length > best.prefix.length) best = group
  }
  return best
}

/** For documents without operation ids worth parsing: the kind whose item path holds the op. */
function groupByPath(groups: Map<string, Group>, op: OperationInfo): Group | undefined {
  let best: Group | undefined
  let bestLength = 0
  for (const group of groups.values()) {
    const base = (group.ops.view ?? group.ops.update ?? group.ops.delete)?.ref.path
    if (base === undefined || !op.ref.path.startsWith(`${base}/`)) continue
    if (base.length > bestLength) {
      best = group
      bestLength = base.length
    }
  }
  return best
}

/** One row of the kind as lists return it (the view's object when there is no list). */
export function itemSchemaOf(group: Group): Schema | undefined {
  return (group.ops.list ?? group.ops.view ?? group.ops.create ?? group.ops.update)?.itemSchema
}

/** The object the detail page shows: the view's response, else a list row. */
export function detailSchemaOf(group: Group): Schema | undefined {
  return group.ops.view?.itemSchema ?? itemSchemaOf(group)
}

export function buildKind(
  document: Document,
  key: string,
  group: Group,
  item: Schema | undefined,
): KindDef {
  const label = displayWords(group.prefix)
  const plural = pluralize(label)
  const properties = propertiesOf(document, item)
  const identityField = properties.name !== undefined ? 'name' : 'id'
  const state = findStateField(document, item)
  const ops: KindDef['ops'] = {}
  for (const verb of CRUD_VERBS) {
    const op = group.ops[verb]
    if (op !== undefined) ops[verb] = op.ref
  }
  const extraOps: Record<string, OperationRef> = {}
  for (const op of group.extra) extraOps[op.ref.id] = op.ref
  const kind: KindDef = {
    name: key,
    singular: label,
    plural,
    title: titleCase(label),
    titlePlural: titleCase(plural),
    identityField,
    labelField: camelCase(labelFieldOf(document, item) ?? identityField),
    ops,
    extraOps,
    columns: defaultColumnFields(document, item, identityField, state?.wirePath).map((field) =>
      columnDef(document, item, field, state?.wirePath),
    ),
    properties: orderedProperties(document, detailSchemaOf(group)).map((field) =>
      columnDef(document, detailSchemaOf(group), field, state?.wirePath),
    ),
    forms: defaultForms(document, key, label, group),
    actions: defaultActions(key, group),
    scopeFields: scopeFields(group, properties),
  }
  const itemKey = keyOf(group)
  if (itemKey !== undefined) kind.key = itemKey
  if (state !== undefined) kind.states = defaultStateTable(state)
  if (ops.list === undefined && (ops.view !== undefined || ops.update !== undefined))
    kind.singleton = true
  return kind
}

/** the item path parameter: the last `{param}` of the view/update/delete path, when it ends there */
function keyOf(group: Group): string | undefined {
  for (const op of [group.ops.view, group.ops.update, group.ops.delete]) {
    const match = op === undefined ? null : /\{([^}]+)\}$/.exec(op.ref.path)
    if (match?.[1] !== undefined) return match[1]
  }
  return undefined
}

function defaultForms(
  document: Document,
  key: string,
  label: string,
  group: Group,
): KindDef['forms'] {
  const forms: KindDef['forms'] = {}
  const create = group.ops.create
  if (create?.ref.body?.contentType === 'application/json') {
    forms.create = formDef(
      document,
      `${kebabCase(key)}-create`,
      create,
      `Create ${label}`,
      `Create ${label}`,
    )
  }
  const update = group.ops.update
  if (update?.ref.body?.contentType === 'application/json') {
    forms.update = formDef(
      document,
      `${kebabCase(key)}-update`,
      update,
      `Edit ${label}`,
      `Update ${label}`,
    )
  }
  return forms
}

function formDef(
  document: Document,
  id: string,
  op: OperationInfo,
  title: string,
  submitLabel: string,
): FormDef {
  const fields = Object.keys(propertiesOf(document, op.bodySchema))
  return {
    id,
    operation: op.ref.id,
    title,
    submitLabel,
    order: ['name', 'description'].filter((field) => fields.includes(field)),
    hidden: [],
  }
}

/** POSTs on an item's own path (`/instances/{instance}/start`) are its actions; delete last. */
function defaultActions(key: string, group: Group): ActionDef[] {
  const itemPath = (group.ops.view ?? group.ops.update ?? group.ops.delete)?.ref.path
  const actions: ActionDef[] = []
  for (const op of group.extra) {
    const onItem = itemPath !== undefined && op.ref.path.startsWith(`${itemPath}/`)
    if (op.ref.method !== 'post' || !onItem || op.ref.returnsList || op.special) continue
    const name = actionName(group.prefix, op.ref.id)
    const action: ActionDef = { name, label: humanize(name), operation: op.ref.id }
    if (op.ref.body?.contentType === 'application/json') {
      action.form = `${kebabCase(key)}-${kebabCase(name)}`
    }
    actions.push(action)
  }
  const remove = group.ops.delete
  if (remove !== undefined) {
    actions.push({ name: 'delete', label: 'Delete', operation: remove.ref.id, danger: true })
  }
  return actions
}

function actionName(prefix: string, id: string): string {
  return id.startsWith(`${prefix}_`) ? id.slice(prefix.length + 1) : id
}

/** `?project=` on the list ↔ `project_id` on the item, for the mock's scoping */
function scopeFields(group: Group, properties: Record<string, Schema>): Record<string, string> {
  const fields: Record<string, string> = {}
  const scoped = group.ops.list ?? group.ops.create
  for (const param of scoped?.ref.queryParams ?? []) {
    const field = `${param.name}_id`
    if (param.selector === true && properties[field] !== undefined) fields[param.name] = field
  }
  return fields
}
