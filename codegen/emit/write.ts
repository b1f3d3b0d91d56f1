// Writes generated files into the output folder without ever touching anything else: the
// folder keeps a list of the files codegen wrote (FILE_LIST), only those are replaced or
// removed, and a non-empty folder without that list is refused (`--out .` must not wipe a
// project).
import fs from 'node:fs'
import path from 'node:path'
import { CodegenError } from '../util/diagnostics.ts'

export const FILE_LIST = '.generated-files.json'

/** the file list's own content for a set of generated files */
export function fileListText(names: Iterable<string>): string {
  const files = [...names].filter((name) => name !== FILE_LIST).sort()
  return JSON.stringify({ generatedBy: 'codegen (npm run codegen)', files }, null, 2) + '\n'
}

/** the files codegen wrote into `out` last time; undefined when it never wrote there */
export function previousFiles(out: string): string[] | undefined {
  const listPath = path.join(out, FILE_LIST)
  if (!fs.existsSync(listPath)) return undefined
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(listPath, 'utf8'))
    const files = (parsed as { files?: unknown }).files
    if (Array.isArray(files) && files.every((name) => typeof name === 'string')) {
      // a tampered list must not reach outside the folder
      return files.filter((name) => isInside(out, name))
    }
  } catch {
    // an unreadable list is treated like none: the folder is refused unless it is empty
  }
  return undefined
}

/** why codegen may not write into `out`, or undefined when it may */
export function refusal(out: string): string | undefined {
  if (!fs.existsSync(out)) return undefined
  if (!fs.statSync(out).isDirectory()) return 'is a file, not a folder'
  if (previousFiles(out) !== undefined) return undefined
  if (fs.readdirSync(out).length === 0) return undefined
  return `the folder is not empty and codegen did not create it (it has no ${FILE_LIST}); choose a new or empty folder`
}

/**
 * Writes `files` (which include FILE_LIST) into `out`; removes files it wrote before that are no
 * longer generated. Unchanged files are not rewritten, so watchers see only real changes.
 */
export function writeOutput(out: string, files: ReadonlyMap<string, string>): void {
  const refused = refusal(out)
  if (refused !== undefined) throw new CodegenError([{ file: out, at: '', reason: refused }])
  for (const name of previousFiles(out) ?? []) {
    if (files.has(name)) continue
    fs.rmSync(path.join(out, name), { force: true })
    removeEmptyFolders(out, path.dirname(name))
  }
  for (const [name, content] of files) {
    if (!isInside(out, name))
      throw new Error(`codegen bug: generated file ${name} is outside ${out}`)
    const target = path.join(out, name)
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, content)
  }
}

function isInside(out: string, name: string): boolean {
  const relative = path.relative(path.resolve(out), path.resolve(out, name))
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

function removeEmptyFolders(out: string, folder: string): void {
  for (let current = folder; current !== '.' && current !== ''; current = path.dirname(current)) {
    const target = path.join(out, current)
    if (!fs.existsSync(target) || fs.readdirSync(target).length > 0) return
    fs.rmdirSync(target)
  }
}
