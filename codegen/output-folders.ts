// Where each generated file goes. A document's types (api.d.ts, models.ts, keys.ts) are what
// overrides are written against, and its kinds' identities (kinds.ts) where they bind; our own
// document's go to src/platform, beside src/generated,
// so the overrides keep type-checking when another document is generated into src/generated
// (or stands in for it in `npm run build:doc`). Every other document keeps its types in `out`.
import { sha } from './cache.ts'
import { FILE_LIST, fileListText } from './emit/write.ts'

/** the files the overrides type against and bind by */
export const TYPE_FILES: ReadonlySet<string> = new Set([
  'api.d.ts',
  'models.ts',
  'keys.ts',
  'kinds.ts',
  'rules.ts',
])

/** our document's types, outside the folder another document's console replaces */
export const PLATFORM_TYPES = 'src/platform'

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
