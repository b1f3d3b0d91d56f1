// What changed between the console built from an older document and one built from a newer:
// kinds, operations, item fields and states, added, removed or changed. Both registries are
// built the same way (same manifest or none), so a difference is the document's.
import type { ColumnDef, KindDef, OperationRef, Registry } from '../../src/contract/index.ts'

export interface Retyped {
  name: string
  from: string
  to: string
}

export interface KindChanges {
  kind: string
  operations: { added: string[]; removed: string[]; moved: Retyped[] }
  fields: { added: string[]; removed: string[]; retyped: Retyped[] }
  states: { added: string[]; removed: string[] }
}

export interface RegistryDiff {
  kinds: { added: string[]; removed: string[] }
  /** kinds in both whose operations, fields or states differ */
  changed: KindChanges[]
}

const sorted = (values: Iterable<string>) => [...values].sort()

function setDiff(before: Iterable<string>, after: Iterable<string>) {
  const old = new Set(before)
  const next = new Set(after)
  return {
    added: sorted([...next].filter((value) => !old.has(value))),
    removed: sorted([...old].filter((value) => !next.has(value))),
  }
}

function operationsOf(kind: KindDef): Map<string, OperationRef> {
  const ops = [...Object.values(kind.ops), ...Object.values(kind.extraOps)]
  return new Map(ops.filter((op) => op !== undefined).map((op) => [op.id, op]))
}

const where = (op: OperationRef) => `${op.method.toUpperCase()} ${op.path}`

/** detail-page properties and list columns together: every field the console shows */
function fieldsOf(kind: KindDef): Map<string, ColumnDef> {
  return new Map([...kind.columns, ...kind.properties].map((column) => [column.field, column]))
}

function compareKind(name: string, before: KindDef, after: KindDef): KindChanges {
  const oldOps = operationsOf(before)
  const newOps = operationsOf(after)
  const moved: Retyped[] = []
  for (const [id, op] of newOps) {
    const old = oldOps.get(id)
    if (old !== undefined && where(old) !== where(op))
      moved.push({ name: id, from: where(old), to: where(op) })
  }
  const oldFields = fieldsOf(before)
  const newFields = fieldsOf(after)
  const retyped: Retyped[] = []
  for (const [field, column] of newFields) {
    const old = oldFields.get(field)
    if (old !== undefined && old.type !== column.type)
      retyped.push({ name: field, from: old.type, to: column.type })
  }
  return {
    kind: name,
    operations: { ...setDiff(oldOps.keys(), newOps.keys()), moved },
    fields: { ...setDiff(oldFields.keys(), newFields.keys()), retyped },
    states: setDiff(before.states?.values ?? [], after.states?.values ?? []),
  }
}

const isEmpty = (changes: KindChanges) =>
  [changes.operations, changes.fields, changes.states].every((group) =>
    Object.values(group).every((list: unknown[]) => list.length === 0),
  )

export function compareRegistries(before: Registry, after: Registry): RegistryDiff {
  const kinds = setDiff(Object.keys(before.kinds), Object.keys(after.kinds))
  const changed: KindChanges[] = []
  for (const name of sorted(Object.keys(after.kinds))) {
    const old = before.kinds[name]
    const next = after.kinds[name]
    if (old === undefined || next === undefined) continue
    const changes = compareKind(name, old, next)
    if (!isEmpty(changes)) changed.push(changes)
  }
  return { kinds, changed }
}
