// Groups operations into resource kinds by operation id prefix (`instance_list`,
// `instance_view`, `instance_start` → `instance`) and fills a KindDef from the document alone.
import type { KindDef, OperationRef } from '../../src/contract/index.ts'
import { enginePath, identifier } from '../../src/contract/index.ts'
import { displayWords, pluralize, propertyNamed, titleCase } from '../util/names.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { columnDef, defaultColumnFields, labelFieldOf, orderedProperties } from './fields.ts'
import { CRUD_VERBS, deriveOperationId, parseOperationId, type CrudVerb } from './operation-ids.ts'
import { groupingOf, isPlainId, verbOf } from './verbs.ts'
import type { Group } from './group.ts'
import { defaultActions, defaultForms } from './kind-defaults.ts'
import type { OperationInfo } from './operations.ts'
import { concreteSchema, propertiesOf, refNameOf, typeOf } from './schemas.ts'
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

export type { Group } from './group.ts'

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
    let key = identifier(group.prefix) || 'root'
    for (let n = 2; kinds[key] !== undefined; n += 1) key = `${identifier(group.prefix)}${n}`
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
  const readable = new Set([...operations.values()].filter(isRead).map((op) => op.ref.path))
  for (const op of operations.values()) {
    const grouping = op.special ? undefined : groupingOf(op)
    if (grouping === undefined || isItemCommand(op, grouping.verb, readable)) continue
    const { prefix, verb } = grouping
    const group = groups.get(prefix) ?? { prefix, ops: {}, extra: [] }
    groups.set(prefix, group)
    if (group.ops[verb] === undefined) group.ops[verb] = op
    else group.extra.push(op)
  }
  return groups
}

const isRead = (op: OperationInfo) => op.ref.method === 'get'

/**
 * A POST under an item to a path nothing reads (`/servers/{id}/actions/poweron`) does something
 * to that item; it creates nothing that could be listed, whatever its derived name says.
 */
function isItemCommand(op: OperationInfo, verb: CrudVerb, readable: Set<string>): boolean {
  return verb === 'create' && op.ref.pathParams.length > 0 && !readable.has(op.ref.path)
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

/**
 * Operations no id grouped: by id prefix (`instance_start` joins instance), else by path (a
 * `PATCH /things/{id}` is the thing's update, a `POST /things/{id}/start` its action), else a
 * GET becomes a kind of its own named by its path. Lists and views go first, so the writes
 * on their paths find them.
 */
function assignOtherOperations(
  groups: Map<string, Group>,
  operations: Map<string, OperationInfo>,
): void {
  const placed = new Set<string>()
  for (const group of groups.values()) {
    for (const op of [...Object.values(group.ops), ...group.extra]) placed.add(op.ref.id)
  }
  const rank = (op: OperationInfo) => (op.ref.method === 'get' ? (op.ref.returnsList ? 0 : 1) : 2)
  const rest = [...operations.values()]
    .filter((op) => !placed.has(op.ref.id))
    .sort((a, b) => rank(a) - rank(b))
  for (const op of rest) {
    const byPrefix = longestPrefixGroup(groups, op.ref.id)
    if (byPrefix !== undefined) {
      byPrefix.extra.push(op)
      continue
    }
    const verb = op.special ? undefined : verbOf(op)
    const onPath = groupOnPath(groups, op, verb)
    // a read below an item (`/vessels/{id}/inspections`) is a nested kind, not the item's extra
    const nested = onPath?.role === false && (verb === 'list' || verb === 'view')
    if (onPath !== undefined && !nested) {
      if (verb !== undefined && onPath.role && onPath.group.ops[verb] === undefined)
        onPath.group.ops[verb] = op
      else onPath.group.extra.push(op)
      continue
    }
    // a lone GET still shows something: a one-object page or a list of its own
    if ((verb === 'list' || verb === 'view') && op.responseSchema !== undefined) {
      const prefix = lonePrefix(op)
      const group = groups.get(prefix) ?? { prefix, ops: {}, extra: [] }
      groups.set(prefix, group)
      if (group.ops[verb] === undefined) group.ops[verb] = op
      else group.extra.push(op)
    }
  }
}

/** a lone GET's kind name: its id in the platform's style, else words from its path */
function lonePrefix(op: OperationInfo): string {
  if (!op.derivedId && isPlainId(op.ref.id)) return op.ref.id
  return parseOperationId(deriveOperationId(op.ref.method, op.ref.path, op.ref.returnsList)).prefix
}

function longestPrefixGroup(groups: Map<string, Group>, id: string): Group | undefined {
  let best: Group | undefined
  for (const group of groups.values()) {
    if (!id.startsWith(`${group.prefix}_`)) continue
    if (best === undefined || group.prefix.length > best.prefix.length) best = group
  }
  return best
}

/**
 * The kind whose collection or item path the operation is on (`role` when it may fill the
 * verb's slot), else the kind whose item path is the deepest prefix of the operation's path.
 */
function groupOnPath(
  groups: Map<string, Group>,
  op: OperationInfo,
  verb: CrudVerb | undefined,
): { group: Group; role: boolean } | undefined {
  let best: Group | undefined
  let bestLength = 0
  for (const group of groups.values()) {
    const collection = (group.ops.list ?? group.ops.create)?.ref.path
    const item = (group.ops.view ?? group.ops.update ?? group.ops.delete)?.ref.path
    const slotPath = verb === 'create' || verb === 'list' ? collection : item
    if (slotPath !== undefined && slotPath === op.ref.path) return { group, role: true }
    if (item === undefined || !op.ref.path.startsWith(`${item}/`)) continue
    if (item.length > bestLength) {
      best = group
      bestLength = item.length
    }
  }
  return best === undefined ? undefined : { group: best, role: false }
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
  // what links name an item by: its name, else its id, else its label (kinds without an id)
  // the words `name` and `id` in the document's own case (`Name`, `Id` in PascalCase)
  const nameField = propertyNamed(Object.keys(properties), 'name')
  const idField = propertyNamed(Object.keys(properties), 'id')
  const identityField =
    (nameField !== undefined && !keyedById(document, group)) || idField === undefined
      ? ((idField === undefined ? keyFieldOf(group, properties) : undefined) ??
        labelFieldOf(document, item) ??
        firstTextField(document, properties) ??
        'id')
      : idField

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
    identityField: enginePath(identityField),
    labelField: enginePath(labelFieldOf(document, item) ?? identityField),
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

/**
 * The item's path parameter takes a number or a uuid, or says it is an id (`{id}`,
 * `{playlist_id}`, `{userId}`): links must carry the id, not the name.
 */
function keyedById(document: Document, group: Group): boolean {
  const key = keyOf(group)
  if (key !== undefined && /(^|_)id$|[a-z]Id$/.test(key)) return true
  const item = group.ops.view ?? group.ops.update ?? group.ops.delete
  const param = item?.parameters.find(
    (candidate) => candidate.in === 'path' && candidate.name === key,
  )
  const schema = concreteSchema(document, param?.schema)
  return typeOf(schema) === 'integer' || typeOf(schema) === 'number' || schema?.format === 'uuid'
}

function firstTextField(
  document: Document,
  properties: Record<string, Schema>,
): string | undefined {
  return Object.keys(properties).find(
    (name) => typeOf(concreteSchema(document, properties[name])) === 'string',
  )
}

/**
 * The field an item without `id` is addressed by, read from its path's key: DigitalOcean's
 * `{alert_uuid}` is the alert's `uuid`, `{namespace_id}` the function namespace's `namespace`
 * (its `label` is words, which the path does not take).
 */
function keyFieldOf(group: Group, properties: Record<string, Schema>): string | undefined {
  const key = keyOf(group)
  if (key === undefined) return undefined
  const suffix = /_(id|uuid)$/.exec(key)
  const candidates = [key, ...(suffix ? [suffix[1] ?? '', key.slice(0, suffix.index)] : [])]
  return candidates.find((name) => name !== 'id' && properties[name] !== undefined)
}

/** the item path parameter: the last `{param}` of the view/update/delete path, when it ends there */
function keyOf(group: Group): string | undefined {
  for (const op of [group.ops.view, group.ops.update, group.ops.delete]) {
    const match = op === undefined ? null : /\{([^}]+)\}$/.exec(op.ref.path)
    if (match?.[1] !== undefined) return match[1]
  }
  return undefined
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
