// The fast path of a run whose inputs did not change: a record of the last run for the same
// options (every input file by hash, the listing of the input folders, every output file by
// hash) answers `--check` and an unchanged `npm run codegen` without loading the document.
import fs from 'node:fs'
import path from 'node:path'
import { inputsRead, sha, type Cache } from './cache.ts'
import type { PipelineOptions } from './pipeline.ts'

export interface RunRecord {
  inputs: Record<string, string>
  listings: Record<string, string>
  /** output file → hash of its content */
  files: Record<string, string>
  warnings: string[]
  kinds: number
  routes: number
}

const DOCUMENT_FILE = /\.(ya?ml|json)$/
const MAX_DEPTH = 4

function runName(cache: Cache, options: PipelineOptions): string {
  const key = {
    spec: path.resolve(options.spec),
    manifest: options.manifest === undefined ? null : path.resolve(options.manifest),
    strict: options.strict,
    contract: options.contract ?? '../contract',
  }
  return cache.key('run', JSON.stringify(key))
}

/** the last run's record, when no input changed since */
export function recallRun(cache: Cache, options: PipelineOptions): RunRecord | undefined {
  const text = cache.read(`${runName(cache, options)}.json`)
  if (text === undefined) return undefined
  const record = JSON.parse(text) as RunRecord
  for (const [file, hash] of Object.entries(record.inputs)) {
    if (!fs.existsSync(file) || sha(fs.readFileSync(file, 'utf8')) !== hash) return undefined
  }
  for (const [folder, hash] of Object.entries(record.listings)) {
    if (listing(folder) !== hash) return undefined
  }
  return record
}

/** the last run's output files, for writing them again without running */
export function recallFiles(
  cache: Cache,
  options: PipelineOptions,
): Map<string, string> | undefined {
  const text = cache.read(`${runName(cache, options)}.files.json`)
  return text === undefined
    ? undefined
    : new Map(Object.entries(JSON.parse(text) as Record<string, string>))
}

export function rememberRun(
  cache: Cache,
  options: PipelineOptions,
  run: { files: ReadonlyMap<string, string>; warnings: string[]; kinds: number; routes: number },
): void {
  const name = runName(cache, options)
  const folders = [options.spec, options.manifest].filter(
    (folder): folder is string => folder !== undefined && fs.statSync(folder).isDirectory(),
  )
  const record: RunRecord = {
    inputs: Object.fromEntries(inputsRead),
    listings: Object.fromEntries(folders.map((folder) => [path.resolve(folder), listing(folder)])),
    files: Object.fromEntries([...run.files].map(([file, content]) => [file, sha(content)])),
    warnings: run.warnings,
    kinds: run.kinds,
    routes: run.routes,
  }
  cache.write(`${name}.files.json`, JSON.stringify(Object.fromEntries(run.files)))
  cache.write(`${name}.json`, JSON.stringify(record))
}

/**
 * The document files under a folder with their sizes and times: a file added, removed or
 * edited (a new fragment, a file that becomes the root) starts a real run.
 */
function listing(folder: string): string {
  const lines: string[] = []
  const walk = (dir: string, depth: number) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (depth < MAX_DEPTH && !entry.name.startsWith('.') && entry.name !== 'node_modules')
          walk(full, depth + 1)
      } else if (DOCUMENT_FILE.test(entry.name)) {
        const stat = fs.statSync(full)
        lines.push(`${full} ${stat.size} ${stat.mtimeMs}`)
      }
    }
  }
  walk(path.resolve(folder), 0)
  return sha(lines.sort().join('\n'))
}
