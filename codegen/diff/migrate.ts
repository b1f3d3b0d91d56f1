// `--migrate`: rewrites the manifest for what an upgrade changed with certainty, in place, and
// names what a person must decide. Certain: an operation renamed where it stands (the same
// method and path), a kind whose inferred operations were renamed (its operations are then
// named under `ops`, so the kind, its routes and its overrides keep their names), and a field
// renamed in the schema a kind's columns or forms read. Not certain: an id that now names
// another operation, and an operation gone.
import type { Registry } from '../../src/contract/index.ts'
import { CRUD_VERBS } from '../infer/operation-ids.ts'
import { snakeCase } from '../util/names.ts'
import type { DocumentChanges, FieldRenamed } from './document-changes.ts'
import type { ManifestFile, ManifestScalar } from './manifest-text.ts'
import { siteOf, type OperationSite } from './operations.ts'

export interface Migration {
  /** the files' new texts, for those that changed */
  texts: Map<string, string>
  /** what was rewritten, one line each: `system.yaml: kinds.ipPoolRange.ops.list: a → b` */
  changed: string[]
  /** what a person must decide, with the file and the entry */
  needsPerson: string[]
}

interface Edit {
  start: number
  end: number
  text: string
}

const SCOPE_WORDS = { system: 'system', silo: 'silo', project: 'project' } as const

export const describeSite = (site: OperationSite) => `${siteOf(site)} (${SCOPE_WORDS[site.scope]})`

/** the entries of a kind a field of its item schema, or of its create or update body, appears at */
const ITEM_PLACES = /^(columns|properties)\.\d+(\.field)?$|^identity$|^states\.field$/
const BODY_PLACES = {
  create: /^forms\.create\.(order|hidden)\.\d+$/,
  update: /^forms\.update\.(order|hidden)\.\d+$/,
}

export function migrateManifest(
  changes: DocumentChanges,
  files: ManifestFile[],
  before: Registry,
): Migration {
  const edits = new Map<string, Edit[]>(files.map((file) => [file.file, []]))
  const changed: string[] = []
  const needsPerson: string[] = []
  const replace = (scalar: ManifestScalar, to: string) => {
    const file = files.find((candidate) => candidate.file === scalar.file)
    if (file === undefined) return
    const [start, end] = scalar.range
    const written = file.text.slice(start, end)
    edits.get(file.file)?.push({ start, end, text: written.replace(scalar.value, to) })
    changed.push(`${scalar.file}: ${scalar.at}: ${scalar.value} → ${to}`)
  }
  const scalars = files.flatMap((file) => file.scalars)

  // operation ids renamed where they stand, all at once (one id may take another's old name)
  const renamedOp = new Map(changes.operations.renamed.map((rename) => [rename.from, rename.to]))
  for (const scalar of scalars) {
    const to = renamedOp.get(scalar.value)
    if (to !== undefined && !/(^|\.)(label|title|message|header|reason|toast)$/.test(scalar.at))
      replace(scalar, to)
  }

  // kinds whose operations codegen infers from their key: named now, under their new ids
  for (const file of files) {
    for (const kind of file.kinds.filter((entry) => !entry.hasOps)) {
      const prefix = snakeCase(kind.key)
      const ops: string[] = []
      let touched = false
      for (const verb of CRUD_VERBS) {
        const id = `${prefix}_${verb}`
        const old = changes.before.get(id)
        if (old === undefined) continue
        const now = changes.after.get(id)
        const to = renamedOp.get(id)
        if (to !== undefined) {
          ops.push(`${verb}: ${to}`)
          touched = true
        } else if (now !== undefined && siteOf(now) === siteOf(old)) ops.push(`${verb}: ${id}`)
        else {
          touched = true
          needsPerson.push(
            `${file.file}: kinds.${kind.key}: its ${verb} operation ${id} (${describeSite(old)}) is gone; name one under ops`,
          )
        }
      }
      if (!touched || ops.length === 0) continue
      const lineEnd = file.text.indexOf('\n', kind.keyStart)
      const column = kind.keyStart - (file.text.lastIndexOf('\n', kind.keyStart) + 1)
      const line = `\n${' '.repeat(column + 2)}ops: { ${ops.join(', ')} }`
      const at = lineEnd === -1 ? file.text.length : lineEnd
      edits.get(file.file)?.push({ start: at, end: at, text: line })
      changed.push(
        `${file.file}: kinds.${kind.key}.ops: { ${ops.join(', ')} } (were inferred from its key)`,
      )
    }
  }

  // fields renamed in the schemas the manifest's kinds show and fill
  for (const rename of changes.fields) {
    for (const scalar of fieldScalars(rename, changes, scalars, before)) replace(scalar, rename.to)
  }

  // what the manifest still names that a person must decide on
  for (const meaning of changes.operations.changedMeaning) {
    const successor =
      meaning.successor === undefined
        ? 'no operation is at the old path now'
        : `references were moved to ${meaning.successor}, the operation at the old path`
    // the entries that named it, or inferred it, before this migration
    const where = [
      ...scalars
        .filter((scalar) => scalar.value === meaning.id)
        .map((scalar) => `${scalar.file}: ${scalar.at}`),
      ...inferringKinds(meaning.id, files),
    ]
    needsPerson.push(
      `CHANGED MEANING ${meaning.id}: ${describeSite(meaning.before)} → ${describeSite(meaning.after)}; ${successor}` +
        (where.length > 0 ? `; review ${where.join(', ')}` : ''),
    )
  }
  for (const gone of changes.operations.removed) {
    for (const scalar of scalars.filter((candidate) => candidate.value === gone.id))
      needsPerson.push(
        `${scalar.file}: ${scalar.at}: operation ${gone.id} (${describeSite(gone)}) is gone`,
      )
  }

  const texts = new Map<string, string>()
  for (const file of files) {
    const fileEdits = (edits.get(file.file) ?? []).sort((a, b) => b.start - a.start)
    if (fileEdits.length === 0) continue
    let text = file.text
    for (const edit of fileEdits)
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
    texts.set(file.fullPath, text)
  }
  return { texts, changed, needsPerson }
}

/** the manifest's entries that name a renamed field of the schema a kind shows or fills */
export function fieldScalars(
  rename: FieldRenamed,
  changes: DocumentChanges,
  scalars: readonly ManifestScalar[],
  before: Registry,
): ManifestScalar[] {
  const found: ManifestScalar[] = []
  const site = (id: string | undefined) => (id === undefined ? undefined : changes.before.get(id))
  for (const [key, kind] of Object.entries(before.kinds)) {
    const itemSchemas = [
      site(kind.ops.list?.id)?.schemas.rows,
      site(kind.ops.view?.id)?.schemas.response,
    ]
    const places: RegExp[] = []
    if (itemSchemas.includes(rename.schemaBefore)) places.push(ITEM_PLACES)
    if (site(kind.ops.create?.id)?.schemas.body === rename.schemaBefore)
      places.push(BODY_PLACES.create)
    if (site(kind.ops.update?.id)?.schemas.body === rename.schemaBefore)
      places.push(BODY_PLACES.update)
    const inKind = `kinds.${key}.`
    for (const scalar of scalars) {
      if (!scalar.at.startsWith(inKind) || scalar.value !== rename.from) continue
      if (places.some((pattern) => pattern.test(scalar.at.slice(inKind.length)))) found.push(scalar)
    }
  }
  return found
}

/** the manifest's kinds that name no operations and would infer this one from their key */
export function inferringKinds(id: string, files: readonly ManifestFile[]): string[] {
  return files.flatMap((file) =>
    file.kinds
      .filter(
        (kind) =>
          !kind.hasOps && CRUD_VERBS.some((verb) => `${snakeCase(kind.key)}_${verb}` === id),
      )
      .map((kind) => `${file.file}: kinds.${kind.key} (its operations are inferred from its key)`),
  )
}
