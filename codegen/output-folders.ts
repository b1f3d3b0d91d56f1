// Where each generated file goes. All of our own document's output is in src/generated: its
// types (api.d.ts, models.ts, keys.ts, rows.ts, answers.ts), what overrides are written against, and its kinds'
// identities (kinds.ts), where they bind, in src/generated/platform; the rest beside them.
// Another document (`--spec`, `npm run build:doc`) is generated into a folder of its own, types
// included, and stands in for src/generated's files but never for platform/, so the overrides
// keep type-checking and binding to our kinds.
import path from 'node:path'
import { sha } from './cache.ts'
import { FILE_LIST, fileListText } from './emit/write.ts'

/** the files the overrides type against and bind by */
export const TYPE_FILES: ReadonlySet<string> = new Set([
  'api.d.ts',
  'models.ts',
  'keys.ts',
  'kinds.ts',
  'operation-routes.ts',
  'rules.ts',
  'rows.ts',
  'answers.ts',
])

/** our document's output */
export const PLATFORM_OUT = 'src/generated'

/** our document's types, in a folder another document's console never replaces */
export const PLATFORM_TYPES = 'src/generated/platform'

/** where another document goes when no `--out` is given: never our document's folder */
export function foreignOut(spec: string): string {
  const name = path.basename(spec).replace(/\.(json|ya?ml)$/, '')
  return path.join('tmp', 'generated', name === '' ? 'document' : name)
}

/** why `folder` may not take another document's output: it is (in) our document's */
export function platformRefusal(spec: string, ours: string, folder: string): string | undefined {
  if (path.resolve(spec) === path.resolve(ours)) return undefined
  const relative = path.relative(path.resolve(PLATFORM_OUT), path.resolve(folder))
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  return `is the platform's generated folder (${PLATFORM_OUT}); another document is generated elsewhere (leave out --out for tmp/generated/<its name>)`
}

/** the contract's import path from the type files, wherever they sit below `out` */
export function contractImport({ out, typesOut }: OutputFolders): string {
  const up = path.relative(path.resolve(typesOut), path.resolve(out)).split(path.sep).join('/')
  return path.posix.join(up === '' ? '.' : up, '../contract')
}

export interface OutputFolders {
  out: string
  /** where the type files go: `out` unless told otherwise */
  typesOut: string
}

/**
 * The files (name → content) of each folder, each with its own file list, as `writeOutput`
 * and `staleFiles` take them.
 */
export function filesByFolder(
  folders: OutputFolders,
  files: ReadonlyMap<string, string>,
): Map<string, Map<string, string>> {
  return split(folders, files, (names) => fileListText(names))
}

/** the same for a run record's hashes of the files' contents */
export function hashesByFolder(
  folders: OutputFolders,
  hashes: ReadonlyMap<string, string>,
): Map<string, Map<string, string>> {
  return split(folders, hashes, (names) => sha(fileListText(names)))
}

function split(
  { out, typesOut }: OutputFolders,
  files: ReadonlyMap<string, string>,
  fileList: (names: string[]) => string,
): Map<string, Map<string, string>> {
  if (typesOut === out) return new Map([[out, new Map(files)]])
  const byFolder = new Map([
    [out, new Map<string, string>()],
    [typesOut, new Map<string, string>()],
  ])
  for (const [name, value] of files) {
    if (name === FILE_LIST) continue
    byFolder.get(TYPE_FILES.has(name) ? typesOut : out)?.set(name, value)
  }
  for (const folderFiles of byFolder.values()) {
    folderFiles.set(FILE_LIST, fileList([...folderFiles.keys()]))
  }
  return byFolder
}
