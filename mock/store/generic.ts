/**
 * The generic store: list, create, view, update and delete for any kind, driven by the
 * registry (scope selectors, item key, pagination, success status).
 */
import { itemQuerySelector } from '../../src/contract/index.ts'
import type { KindDef, OperationRef } from '../../src/contract/index.ts'
import { type Call, type Handle, selectorsOf } from '../call.ts'
import type { MockContext } from '../context.ts'
import { alreadyExists, invalidRequest, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { createDefaults, createOnlyFields } from './defaults.ts'
import { createChecks } from './disk-size.ts'
import { paginate } from './pagination.ts'
import { assertParentTakes } from './parent-takes.ts'
import { resolveItem, resolveParent } from './scope.ts'
import { isUuid, newId, now } from './time.ts'

// loaded with the first write, not with the first page's reads (JS before the first row)
const writeRules = () => import('./write-rules.ts')

export type GenericRole = 'list' | 'create' | 'view' | 'update' | 'delete'

/** rows of a kind under the parent the request names (all rows when it names none) */
export function scopedRows(ctx: MockContext, kind: KindDef, call: Call): WireItem[] {
  const rows = ctx.db.table(kind.name)
  const parent = resolveParent(ctx.registry, ctx.db, kind, selectorsOf(call))
  if (!parent) return rows
  const field = kind.scopeFields[parent.param] ?? ''
  return rows.filter((row) => row[field] === parent.item.id)
}

/** the item a request's key names, by name (within its parent) or id */
export function findItem(ctx: MockContext, kind: KindDef, call: Call): WireItem {
  const selector = call.op && itemQuerySelector(ctx.registry, kind, call.op)
  if (selector !== undefined) return findBySelector(ctx, kind, call, selector)
  const value = kind.key ? (call.params[kind.key] ?? call.query[kind.key]) : undefined
  if (!kind.key || value === undefined) {
    const single = ctx.db.table(kind.name)[0]
    if (kind.singleton && single) return single
    throw notFound(`not found: ${kind.singular}`)
  }
  const selectors = selectorsOf(call)
  // a parent the operation requires (a silo user's `silo`) goes with an id by design: look the
  // item up by id, then make sure it is that parent's
  const required = (call.op?.queryParams ?? []).filter((p) => p.required && p.name in selectors)
  if (!isUuid(value) || required.length === 0) {
    return resolveItem(ctx.registry, ctx.db, kind, kind.key, value, selectors)
  }
  const rest = { ...selectors }
  for (const param of required) delete rest[param.name]
  const item = resolveItem(ctx.registry, ctx.db, kind, kind.key, value, rest)
  for (const param of required) {
    const parent = resolveParent(ctx.registry, ctx.db, kind, {
      [param.name]: selectors[param.name] ?? '',
    })
    const field = parent && kind.scopeFields[parent.param]
    if (field && item[field] !== parent.item.id) {
      throw notFound(`not found: ${kind.singular} with id "${value}"`)
    }
  }
  return item
}

/** an item its operation names in a query selector of its own (`?name_or_id=`), by name or id */
function findBySelector(ctx: MockContext, kind: KindDef, call: Call, selector: string): WireItem {
  const value = call.query[selector]
  if (value === undefined) throw invalidRequest(`missing required query parameter "${selector}"`)
  return resolveItem(ctx.registry, ctx.db, kind, selector, value, selectorsOf(call))
}

/** items sharing a parent with `item`: the ones its name must differ from */
function siblings(ctx: MockContext, kind: KindDef, item: WireItem): WireItem[] {
  const fields = Object.values(kind.scopeFields).filter((field) => item[field] !== undefined)
  return ctx.db
    .table(kind.name)
    .filter((row) => fields.every((field) => row[field] === item[field]))
}

export function assertUniqueName(ctx: MockContext, kind: KindDef, item: WireItem): void {
  if (typeof item.name !== 'string') return
  const clash = siblings(ctx, kind, item).find(
    (row) => row.name === item.name && row.id !== item.id,
  )
  if (clash) throw alreadyExists(kind.singular, item.name)
}

/** scope id fields of a new item: its parent's id, and the ancestors' ids the parent carries */
export function scopeIds(ctx: MockContext, kind: KindDef, call: Call): WireItem {
  const parent = resolveParent(ctx.registry, ctx.db, kind, selectorsOf(call))
  if (!parent) return {}
  const ids: WireItem = {}
  for (const [param, field] of Object.entries(kind.scopeFields)) {
    if (param === parent.param) ids[field] = parent.item.id
    else if (parent.item[field] !== undefined) ids[field] = parent.item[field]
  }
  return ids
}

function withoutNulls(body: WireItem): WireItem {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && value !== undefined),
  )
}

function list(kind: KindDef, op: OperationRef): Handle {
  return (ctx, call) => {
    const rows = scopedRows(ctx, kind, call)
    const page = op.paginated ? paginate(rows, call.query) : { items: rows, next_page: null }
    // the document answers the array itself (a status list): so does the mock
    if (op.bareList) return respond(op, page.items)
    if (op.listField === undefined) return respond(op, page)
    const [outer, inner] = op.listField.split('.')
    // a page under a field: `{albums: {items: [...], total}}`
    if (outer !== undefined && inner !== undefined) {
      return respond(op, { [outer]: { [inner]: page.items, total: rows.length } })
    }
    // another API's envelope: `{vessels: [...], links, meta: {total}}`
    return respond(op, { [op.listField]: page.items, links: {}, meta: { total: rows.length } })
  }
}

function create(kind: KindDef, op: OperationRef): Handle {
  return async (ctx, call) => {
    const body = (call.body ?? {}) as WireItem
    const { networkCreateChecks } = await writeRules()
    assertParentTakes(ctx, resolveParent(ctx.registry, ctx.db, kind, selectorsOf(call)), op.id)
    createChecks[op.id]?.(ctx, body)
    networkCreateChecks[op.id]?.(ctx, body, scopeIds(ctx, kind, call))
    const fields = { ...body }
    for (const input of createOnlyFields[op.id] ?? []) delete fields[input]
    const time = now()
    const item: WireItem = {
      description: '',
      ...fields,
      ...createDefaults[op.id]?.(body, ctx),
      ...scopeIds(ctx, kind, call),
      id: newId(),
      time_created: time,
      time_modified: time,
    }
    assertUniqueName(ctx, kind, item)
    return respond(op, ctx.db.insert(kind.name, item))
  }
}

function view(kind: KindDef, op: OperationRef): Handle {
  return (ctx, call) => respond(op, findItem(ctx, kind, call))
}

function update(kind: KindDef, op: OperationRef): Handle {
  return (ctx, call) => {
    const item = findItem(ctx, kind, call)
    const changes = withoutNulls((call.body ?? {}) as WireItem)
    assertUniqueName(ctx, kind, { ...item, ...changes })
    Object.assign(item, changes, kind.singleton ? {} : { time_modified: now() })
    return respond(op, item)
  }
}

function remove(kind: KindDef, op: OperationRef): Handle {
  return async (ctx, call) => {
    const { assertNothingHeld, removeParts } = await writeRules()
    const item = findItem(ctx, kind, call)
    assertNothingHeld(ctx, kind.name, item)
    ctx.db.remove(kind.name, String(item.id))
    removeParts(ctx, kind.name, item)
    return respond(op)
  }
}

const builders: Record<GenericRole, (kind: KindDef, op: OperationRef) => Handle> = {
  list,
  create,
  view,
  update,
  delete: remove,
}

export const genericHandle = (role: GenericRole, kind: KindDef, op: OperationRef) =>
  builders[role](kind, op)
