// What changed between two versions of a document, read from the documents themselves (not the
// consoles built from them): an operation renamed where it stands, an id that now names another
// operation, a family of operations (a kind) renamed together, renamed schemas and fields.
// A rename is only called one when it is certain: the same method and path under a new id, the
// same schema under a new name, one field swapped for one of the same schema.
import { parseOperationId } from '../infer/operation-ids.ts'
import { isObject, type JsonObject } from '../util/json.ts'
import { operationSites, siteOf, type OperationSite } from './operations.ts'

export interface Renamed {
  from: string
  to: string
}

export interface OperationRenamed extends Renamed {
  /** method and path, the same before and after */
  site: string
}

/** an id kept while the operation it names moved: another scope, or another resource */
export interface ChangedMeaning {
  id: string
  before: OperationSite
  after: OperationSite
  /** the id of the operation now at the old method and path, if one is */
  successor?: string
}

/** a kind all of whose operations were renamed: `ip_pool_*` → `system_ip_pool_*` */
export interface FamilyRenamed extends Renamed {
  operations: string[]
}

export interface FieldRenamed extends Renamed {
  /** the schema's name in the newer document */
  schema: string
  /** and in the older one (the same unless the schema was renamed too) */
  schemaBefore: string
}

export interface DocumentChanges {
  operations: {
    renamed: OperationRenamed[]
    changedMeaning: ChangedMeaning[]
    /** operations of the older document with no successor: gone, not renamed */
    removed: OperationSite[]
    added: string[]
  }
  families: FamilyRenamed[]
  schemas: Renamed[]
  fields: FieldRenamed[]
  /** the sites of both documents, for the migration and the reports */
  before: Map<string, OperationSite>
  after: Map<string, OperationSite>
}

const schemasOf = (document: JsonObject): JsonObject => {
  const components = isObject(document.components) ? document.components : {}
  return isObject(components.schemas) ? components.schemas : {}
}

const bySite = (sites: Map<string, OperationSite>) =>
  new Map([...sites.values()].map((site) => [siteOf(site), site]))

export function compareDocuments(older: JsonObject, newer: JsonObject): DocumentChanges {
  const before = operationSites(older)
  const after = operationSites(newer)
  const afterBySite = bySite(after)
  const renamed: OperationRenamed[] = []
  const changedMeaning: ChangedMeaning[] = []
  const removed: OperationSite[] = []
  for (const [id, old] of before) {
    const successor = afterBySite.get(siteOf(old))
    if (successor !== undefined && successor.id !== id)
      renamed.push({ from: id, to: successor.id, site: siteOf(old) })
    const kept = after.get(id)
    if (kept !== undefined && siteOf(kept) !== siteOf(old)) {
      changedMeaning.push({
        id,
        before: old,
        after: kept,
        ...(successor === undefined ? {} : { successor: successor.id }),
      })
    }
    if (successor === undefined && kept === undefined) removed.push(old)
  }
  const renamedTo = new Set(renamed.map((rename) => rename.to))
  const added = [...after.keys()].filter((id) => !before.has(id) && !renamedTo.has(id)).sort()
  const schemas = renamedSchemas(older, newer, before, after)
  return {
    operations: { renamed, changedMeaning, removed, added },
    families: renamedFamilies(before, renamed),
    schemas,
    fields: renamedFields(older, newer, schemas),
    before,
    after,
  }
}

/** the older document's kinds (operation-id prefixes of list/create/view/update/delete) renamed whole */
function renamedFamilies(
  before: Map<string, OperationSite>,
  renamed: OperationRenamed[],
): FamilyRenamed[] {
  const newId = new Map(renamed.map((rename) => [rename.from, rename.to]))
  const families = new Map<string, string[]>()
  for (const id of before.keys()) {
    const { prefix, verb } = parseOperationId(id)
    if (verb !== undefined) families.set(prefix, [...(families.get(prefix) ?? []), id])
  }
  const found: FamilyRenamed[] = []
  for (const [prefix, ids] of families) {
    const targets = ids.map((id) => newId.get(id))
    if (targets.some((target) => target === undefined)) continue
    const prefixes = new Set(targets.map((target) => parseOperationId(target ?? '').prefix))
    const [to] = prefixes
    if (prefixes.size === 1 && to !== undefined && to !== prefix)
      found.push({ from: prefix, to, operations: ids.sort() })
  }
  return found.sort((a, b) => a.from.localeCompare(b.from))
}

/**
 * Schemas renamed: the one an unmoved operation reads or writes changed its name (and the old
 * name is gone), or a schema gone and one added with the same definition.
 */
function renamedSchemas(
  older: JsonObject,
  newer: JsonObject,
  before: Map<string, OperationSite>,
  after: Map<string, OperationSite>,
): Renamed[] {
  const oldSchemas = schemasOf(older)
  const newSchemas = schemasOf(newer)
  const gone = (name: string) => !(name in newSchemas)
  const fresh = (name: string) => !(name in oldSchemas)
  const found = new Map<string, string>()
  const afterBySite = bySite(after)
  for (const old of before.values()) {
    const next = afterBySite.get(siteOf(old))
    if (next === undefined) continue
    for (const role of ['body', 'response', 'rows'] as const) {
      const from = old.schemas[role]
      const to = next.schemas[role]
      if (from !== undefined && to !== undefined && from !== to && gone(from) && fresh(to))
        found.set(from, to)
    }
  }
  const taken = new Set(found.values())
  for (const from of Object.keys(oldSchemas).filter(gone)) {
    if (found.has(from)) continue
    const text = JSON.stringify(oldSchemas[from])
    const same = Object.keys(newSchemas).filter(
      (to) => fresh(to) && !taken.has(to) && JSON.stringify(newSchemas[to]) === text,
    )
    if (same.length === 1 && same[0] !== undefined) found.set(from, same[0])
  }
  return [...found].map(([from, to]) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from))
}

/** in each schema of both documents, one field gone and one added with the same definition */
function renamedFields(older: JsonObject, newer: JsonObject, schemas: Renamed[]): FieldRenamed[] {
  const oldSchemas = schemasOf(older)
  const newSchemas = schemasOf(newer)
  const newName = new Map(schemas.map((rename) => [rename.from, rename.to]))
  const properties = (schema: unknown): JsonObject =>
    isObject(schema) && isObject(schema.properties) ? schema.properties : {}
  const found: FieldRenamed[] = []
  for (const schemaBefore of Object.keys(oldSchemas).sort()) {
    const schema = newName.get(schemaBefore) ?? schemaBefore
    if (!(schema in newSchemas)) continue
    const old = properties(oldSchemas[schemaBefore])
    const next = properties(newSchemas[schema])
    const gone = Object.keys(old).filter((name) => !(name in next))
    const added = Object.keys(next).filter((name) => !(name in old))
    const [from] = gone
    const [to] = added
    if (gone.length !== 1 || added.length !== 1 || from === undefined || to === undefined) continue
    if (JSON.stringify(old[from]) === JSON.stringify(next[to]))
      found.push({ schema, schemaBefore, from, to })
  }
  return found
}
