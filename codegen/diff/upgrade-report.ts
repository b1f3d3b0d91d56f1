// The document half of the upgrade report (`--diff`): renames and changed meanings, each with
// the manifest entries and overrides it touches. A changed meaning is printed loudly: codegen
// would otherwise bind the pages that name the id to another operation without a word.
import fs from 'node:fs'
import path from 'node:path'
import type { Registry } from '../../src/contract/index.ts'
import type { DocumentChanges } from './document-changes.ts'
import type { ManifestFile } from './manifest-text.ts'
import { describeSite, fieldScalars, inferringKinds } from './migrate.ts'
import { siteOf } from './operations.ts'

function sourceTexts(dir: string): { file: string; text: string }[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceTexts(file)
    return /\.tsx?$/.test(entry.name) ? [{ file, text: fs.readFileSync(file, 'utf8') }] : []
  })
}

export function formatUpgrade(
  changes: DocumentChanges,
  files: readonly ManifestFile[],
  before: Registry | undefined,
  overridesDir: string,
): string {
  const overrides = sourceTexts(overridesDir)
  const scalars = files.flatMap((file) => file.scalars)
  const touches = (id: string) => [
    ...scalars
      .filter((scalar) => scalar.value === id)
      .map((scalar) => `manifest ${scalar.file}: ${scalar.at}`),
    ...inferringKinds(id, files).map((entry) => `manifest ${entry}`),
    ...overrides
      .filter(({ text }) => text.includes(`'${id}'`) || text.includes(`"${id}"`))
      .map(({ file }) => `override ${path.relative(process.cwd(), file)}`),
  ]
  const lines: string[] = []
  const entry = (line: string, touched: string[]) => {
    lines.push(`  ${line}`)
    for (const place of touched) lines.push(`      touches ${place}`)
  }
  const { renamed, changedMeaning, removed } = changes.operations
  if (changedMeaning.length > 0) {
    lines.push(
      '!!! CHANGED MEANING: these ids now name another operation; pages that keep them show something else:',
    )
    for (const meaning of changedMeaning) {
      const now =
        meaning.successor === undefined ? '' : `; ${meaning.successor} is at the old path now`
      entry(
        `!!! ${meaning.id}: ${describeSite(meaning.before)} → ${describeSite(meaning.after)}${now}`,
        touches(meaning.id),
      )
    }
  }
  if (renamed.length > 0) {
    lines.push('operations renamed (same method and path):')
    for (const rename of renamed)
      entry(`${rename.from} → ${rename.to} (${rename.site})`, touches(rename.from))
  }
  if (changes.families.length > 0) {
    lines.push('kinds renamed (every operation of the kind renamed):')
    for (const family of changes.families) {
      const kinds = [...new Set(family.operations.flatMap((id) => inferringKinds(id, files)))]
      entry(
        `${family.from}_* → ${family.to}_* (${family.operations.join(', ')})`,
        kinds.map((k) => `manifest ${k}`),
      )
    }
  }
  if (changes.schemas.length > 0) {
    lines.push('schemas renamed:')
    for (const rename of changes.schemas) entry(`${rename.from} → ${rename.to}`, [])
  }
  if (changes.fields.length > 0) {
    lines.push('fields renamed:')
    for (const rename of changes.fields) {
      const places = before === undefined ? [] : fieldScalars(rename, changes, scalars, before)
      entry(
        `${rename.schema}.${rename.from} → ${rename.to}`,
        places.map((scalar) => `manifest ${scalar.file}: ${scalar.at}`),
      )
    }
  }
  if (removed.length > 0) {
    lines.push('operations removed (no operation at their method and path):')
    for (const gone of removed) entry(`${gone.id} (${siteOf(gone)})`, touches(gone.id))
  }
  return lines.join('\n')
}
