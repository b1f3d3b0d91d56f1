// The operations a manifest kind entry stands on: the inferred group it names, with the
// entry's own operations (ops, extraOps, sortParam) placed on top.
import type { Model } from '../infer/index.ts'
import type { Group } from '../infer/kinds.ts'
import { CRUD_VERBS, parseOperationId } from '../infer/operation-ids.ts'
import { asEnvelopeList, type OperationInfo } from '../infer/operations.ts'
import { sortParam } from '../infer/sort-modes.ts'
import { snakeCase } from '../util/names.ts'
import type { Checker } from './checker.ts'
import type { KindEntry, Located } from './manifest-types.ts'
import type { Place } from './place.ts'

/** The operations of the manifest kind: the inferred group it names, with the entry's ops on top. */
export function groupFor(
  model: Model,
  entry: Located<KindEntry> & { key: string },
  check: Checker,
): Group | undefined {
  const { file, at, key, value } = entry
  const slots = Object.entries(value.ops ?? {})
  const extra = value.extraOps ?? []
  const exists = (id: string, where: string) => {
    if (model.operations.has(id)) return true
    check.missingOperation(file, where, id)
    return false
  }
  const ops = slots.filter(([verb, id]) => {
    if (!(CRUD_VERBS as readonly string[]).includes(verb)) {
      check.error(
        file,
        `${at}.ops.${verb}`,
        `unknown operation slot (expected ${CRUD_VERBS.join(', ')})`,
      )
      return false
    }
    return exists(id, `${at}.ops.${verb}`)
  })
  const extras = extra.filter((id, i) => exists(id, `${at}.extraOps[${i}]`))
  // the inferred group: the one owning the first named op, else the one with this key; it is
  // only a base when the entry renames it or fills its empty slots, not when the entry takes
  // an operation of another kind into a different slot (`sled_list_uninitialized`)
  const ownerKey = ops.map(([, id]) => model.ownerOf.get(id)).find((owner) => owner !== undefined)
  const candidate = model.groups[ownerKey ?? key]
  // nor when the entry makes a kind of what the group holds only as an extra operation (a
  // switch port's status, a view of its own): the group's list is not that kind's
  const fits = ops.every(([verb, id]) => {
    const current = candidate?.ops[verb as (typeof CRUD_VERBS)[number]]
    const extraOfGroup = candidate?.extra.some((op) => op.ref.id === id) ?? false
    return (current === undefined && !extraOfGroup) || current?.ref.id === id
  })
  const base = fits ? candidate : undefined
  const firstOp = ops[0]?.[1]
  const prefix =
    base?.prefix ?? (firstOp === undefined ? snakeCase(key) : parseOperationId(firstOp).prefix)
  const group: Group = {
    prefix,
    ops: { ...base?.ops },
    extra: [...(base?.extra ?? [])],
  }
  // a slot whose operation the document lacks stays empty, so its page is left out rather
  // than switched silently to another endpoint
  for (const [verb, id] of slots) {
    if (!model.operations.has(id)) delete group.ops[verb as (typeof CRUD_VERBS)[number]]
  }
  // an operation the entry moves to another slot leaves the slot it was inferred in
  const named = new Set(ops.map(([, id]) => id))
  for (const verb of CRUD_VERBS) {
    const current = group.ops[verb]
    if (current !== undefined && named.has(current.ref.id) && value.ops?.[verb] !== current.ref.id)
      delete group.ops[verb]
  }
  for (const [verb, id] of ops) {
    const op = model.operations.get(id)
    if (op !== undefined)
      group.ops[verb as (typeof CRUD_VERBS)[number]] = verb === 'list' ? asEnvelopeList(op) : op
  }
  if (value.sortParam !== undefined && group.ops.list !== undefined)
    group.ops.list = namedSort({
      model,
      list: group.ops.list,
      name: value.sortParam,
      place: { file, at: `${at}.sortParam`, check },
    })
  const taken = new Set(Object.values(group.ops).map((op) => op.ref.id))
  group.extra = group.extra.filter((op) => !taken.has(op.ref.id))
  for (const id of extras) {
    const op = model.operations.get(id)
    if (op !== undefined && !taken.has(id) && !group.extra.includes(op)) group.extra.push(op)
  }
  if (Object.keys(group.ops).length === 0 && group.extra.length === 0) {
    check.missing(
      file,
      at,
      `no operations for kind "${key}" (name them under ops, or use ${snakeCase(key)}_list…)`,
    )
    return undefined
  }
  return group
}

/** The list with the sort parameter the manifest names, checked to be one that reads as orders. */
function namedSort({
  model,
  list,
  name,
  place: { file, at, check },
}: {
  model: Model
  list: OperationInfo
  /** the manifest's `sortParam` */
  name: string
  place: Place
}): OperationInfo {
  const parameter = list.parameters.find((p) => p.in === 'query' && p.name === name)
  const sort = parameter && sortParam(model.document, parameter, list.itemSchema)
  if (sort === undefined) {
    const known = list.parameters.filter((p) => p.in === 'query').map((p) => p.name)
    check.missing(
      file,
      at,
      `"${name}" is no query parameter of ${list.ref.id} whose values name a field and a direction (its query parameters: ${known.join(', ') || 'none'})`,
    )
    return list
  }
  return { ...list, ref: { ...list.ref, sort } }
}
