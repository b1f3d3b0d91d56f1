// `npm run codegen`: API document + manifest → src/generated/.
//   node codegen/run.mjs (prebuilt, cached) or tsx codegen/cli.ts (every step, no cache)
//     [--spec <file|folder>] [--manifest <file|folder> | --no-manifest]
//                      [--out <dir>] [--types-out <dir>] [--bundle-only <file>] [--check]
//                      [--strict] [--diff <older file|folder>]
//   --out: default src/generated for our own document; another document's (--spec) default is
//     tmp/generated/<its name>, and it may never write src/generated (see output-folders.ts)
//   --types-out: where the document's types go (default: --out; for our own document, run
//     with no --spec and no --out, src/generated/platform: see output-folders.ts)
//   --strict: manifest drift and operations placed nowhere fail the run
//   --diff: prints what the upgrade from the older document changes; writes nothing
//   --migrate: rewrites the manifest for the upgrade from the older document (--diff, default
//     our own) to --spec where it is certain, and names what a person must decide
import fs from 'node:fs'
import path from 'node:path'
import { Cache, activeCache, inputsRead, useCache } from './cache.ts'
import { staleByHash, staleFiles } from './check-stale.ts'
import { compareRegistries } from './diff/compare.ts'
import { compareDocuments } from './diff/document-changes.ts'
import { manifestFiles, readManifestFile } from './diff/manifest-text.ts'
import { migrateManifest } from './diff/migrate.ts'
import { previousRegistry, reboundPages } from './diff/rebound-pages.ts'
import { formatUpgrade } from './diff/upgrade-report.ts'
import { overridesTouched } from './diff/overrides-touched.ts'
import { formatDiff } from './diff/report.ts'
import { useWorker } from './emit/api-types.ts'
import { refusal, writeOutput } from './emit/write.ts'
import { loadDocument, resolveDocument } from './load/index.ts'
import { runPipeline, type PipelineOptions } from './pipeline.ts'
import {
  filesByFolder,
  hashesByFolder,
  contractImport,
  foreignOut,
  PLATFORM_TYPES,
  platformRefusal,
  type OutputFolders,
} from './output-folders.ts'
import { recallFiles, recallRun, rememberRun } from './run-cache.ts'
import { CodegenError, formatProblem } from './util/diagnostics.ts'
import { stringify as toYaml } from 'yaml'

export const DEFAULTS = {
  spec: 'openapi/platform',
  manifest: 'openapi/manifest',
  out: 'src/generated',
}

interface Args extends OutputFolders {
  spec: string
  manifest: string | undefined
  strict: boolean
  /** `--strict`: drift warnings and unplaced operations are errors */
  failOnUnplaced: boolean
  bundleOnly?: string
  check: boolean
  /** the older document to report an upgrade from */
  diff?: string
  /** rewrite the manifest for the upgrade to --spec */
  migrate: boolean
}

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    ...DEFAULTS,
    typesOut: '',
    strict: true,
    failOnUnplaced: false,
    check: false,
    migrate: false,
  }
  let specGiven = false
  let outGiven = false
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]
    const value = () => {
      const next = argv[++i]
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${flag} needs a value`)
      return next
    }
    if (flag === '--spec') {
      args.spec = value()
      specGiven = true
    } else if (flag === '--manifest') args.manifest = value()
    else if (flag === '--no-manifest') args.manifest = undefined
    else if (flag === '--out') {
      args.out = value()
      outGiven = true
    } else if (flag === '--types-out') args.typesOut = value()
    else if (flag === '--bundle-only') args.bundleOnly = value()
    else if (flag === '--check') args.check = true
    else if (flag === '--diff') args.diff = value()
    else if (flag === '--migrate') args.migrate = true
    else if (flag === '--strict') args.failOnUnplaced = true
    else throw new UsageError(`unknown option ${flag}`)
  }
  // another document than ours: manifest entries it lacks are warnings, not failures
  args.strict = !specGiven || args.failOnUnplaced
  if (specGiven && !outGiven) args.out = foreignOut(args.spec)
  if (args.typesOut === '') args.typesOut = specGiven || outGiven ? args.out : PLATFORM_TYPES
  return args
}

class UsageError extends Error {}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv)
  if (args.bundleOnly !== undefined) {
    const { document } = await loadDocument(args.spec)
    const text = /\.ya?ml$/.test(args.bundleOnly)
      ? toYaml(document)
      : JSON.stringify(document, null, 2) + '\n'
    fs.mkdirSync(path.dirname(args.bundleOnly), { recursive: true })
    fs.writeFileSync(args.bundleOnly, text)
    console.log(`codegen: bundled ${args.spec} → ${args.bundleOnly}`)
    return 0
  }
  const options: PipelineOptions = {
    spec: args.spec,
    strict: args.strict,
    out: args.out,
    contract: contractImport(args),
  }
  if (args.manifest !== undefined) options.manifest = args.manifest
  if (args.migrate) {
    if (args.manifest === undefined) throw new UsageError('--migrate needs a manifest')
    return migrate(args.diff ?? DEFAULTS.spec, { ...options, strict: false }, args.manifest)
  }
  if (args.diff !== undefined) return reportUpgrade(args.diff, { ...options, strict: false })
  if (!args.check) {
    for (const folder of new Set([args.out, args.typesOut])) {
      const refused = platformRefusal(args.spec, DEFAULTS.spec, folder) ?? refusal(folder)
      if (refused !== undefined) throw new CodegenError([{ file: folder, at: '', reason: refused }])
    }
  }
  const started = Date.now()
  const cache = activeCache()
  const recalled = cache === undefined ? undefined : recallRun(cache, options)
  if (cache !== undefined && recalled !== undefined) {
    const hashes = hashesByFolder(args, new Map(Object.entries(recalled.files)))
    const stale = [...hashes].flatMap(([folder, files]) =>
      staleIn(folder, staleByHash(folder, files)),
    )
    if (args.check) return reportCheck(stale)
    const files = stale.length === 0 ? new Map() : recallFiles(cache, options)
    if (files !== undefined) {
      printWarnings(recalled.warnings)
      if (files.size > 0) write(args, files)
      const { kinds, routes } = recalled
      const count = Object.keys(recalled.files).length
      const what = stale.length === 0 ? 'unchanged' : `${stale.length} rewritten`
      console.log(
        `codegen: ${count} files (${what}), ${kinds} kinds, ${routes} routes → ${args.out} (${Date.now() - started} ms, inputs unchanged)`,
      )
      return 0
    }
  }
  const result = await runPipeline(options)
  const kinds = Object.keys(result.registry.kinds).length
  const routes = result.registry.routes.length
  if (cache !== undefined) rememberRun(cache, options, { ...result, kinds, routes })
  if (args.check) {
    const byFolder = [...filesByFolder(args, result.files)]
    return reportCheck(
      byFolder.flatMap(([folder, files]) => staleIn(folder, staleFiles(folder, files))),
    )
  }
  const previous = args.check ? undefined : previousRegistry(args.out)
  const rebound = previous === undefined ? [] : reboundPages(previous, result.registry)
  printWarnings([...result.warnings, ...rebound])
  if (args.failOnUnplaced && rebound.length > 0) {
    console.error('codegen: --strict: pages would call another operation than before (see above)')
    return 1
  }
  const { placed, unplaced } = result.placement
  if (unplaced.size > 0) {
    console.warn(`codegen: operations not placed: ${unplaced.size}`)
    for (const [id, why] of unplaced) console.warn(`  ${id}: ${why}`)
  }
  if (args.failOnUnplaced && unplaced.size > 0) {
    console.error('codegen: --strict: every operation must land on a page, an action or the shell')
    return 1
  }
  write(args, result.files)
  const pages = result.registry.routes.filter((def) => def.page.type !== 'redirect').length
  console.log(
    `codegen: ${kinds} kinds, ${pages} pages, ${placed.size} operations placed, ${unplaced.size} not placed; ${result.files.size} files → ${args.out} (${Date.now() - started} ms)`,
  )
  return 0
}

/** `--diff`: both documents through the same pipeline, then what differs */
async function reportUpgrade(older: string, options: PipelineOptions): Promise<number> {
  const before = await runPipeline({ ...options, spec: older })
  const after = await runPipeline(options)
  const diff = compareRegistries(before.registry, after.registry)
  const touched = overridesTouched(after.registry, diff.changed, 'src/overrides')
  console.log(`codegen: upgrade from ${older} to ${options.spec}`)
  const changes = compareDocuments(
    (await resolveDocument(older)).document as never,
    (await resolveDocument(options.spec)).document as never,
  )
  const files =
    options.manifest === undefined ? [] : manifestFiles(options.manifest).map(readManifestFile)
  const renames = formatUpgrade(changes, files, before.registry, 'src/overrides')
  if (renames !== '') console.log(renames)
  console.log(formatDiff(diff, touched))
  return 0
}

/** `--migrate`: the manifest rewritten for the upgrade from `older` to the document given */
async function migrate(older: string, options: PipelineOptions, manifest: string): Promise<number> {
  const changes = compareDocuments(
    (await resolveDocument(older)).document as never,
    (await resolveDocument(options.spec)).document as never,
  )
  const before = await runPipeline({ ...options, spec: older, manifest })
  const files = manifestFiles(manifest).map(readManifestFile)
  const migration = migrateManifest(changes, files, before.registry)
  for (const [file, text] of migration.texts) fs.writeFileSync(file, text)
  console.log(`codegen: migrated ${manifest} from ${older} to ${options.spec}`)
  console.log(migration.changed.length === 0 ? 'nothing to rewrite' : 'rewritten:')
  for (const line of migration.changed) console.log(`  ${line}`)
  if (migration.needsPerson.length > 0) {
    console.warn('needs a person:')
    for (const line of migration.needsPerson) console.warn(`  ${line}`)
  }
  return 0
}

function write(folders: OutputFolders, files: ReadonlyMap<string, string>): void {
  for (const [folder, folderFiles] of filesByFolder(folders, files))
    writeOutput(folder, folderFiles)
}

/** stale file names, with their folder */
function staleIn(folder: string, names: string[]): string[] {
  return names.map((name) => path.join(folder, name))
}

function reportCheck(stale: string[]): number {
  if (stale.length === 0) {
    console.log('codegen: the generated files are up to date')
    return 0
  }
  console.error('codegen: the generated files are stale; run npm run codegen. Stale files:')
  for (const file of stale) console.error(`  ${file}`)
  return 1
}

function printWarnings(warnings: string[]): void {
  if (warnings.length === 0) return
  console.warn(
    `codegen: ${warnings.length} warnings (document parts ignored, manifest entries the document lacks)`,
  )
  for (const warning of warnings) console.warn(`  ${warning}`)
}

/** what a person sees when codegen stops: the problems in their files, never a stack trace */
function report(error: unknown): void {
  if (error instanceof CodegenError) {
    console.error(
      `codegen failed:\n${error.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    )
  } else if (error instanceof UsageError) {
    console.error(`codegen: ${error.message}`)
  } else if (process.env.CODEGEN_DEBUG) {
    console.error(error)
  } else {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`codegen: internal error: ${message}\n(CODEGEN_DEBUG=1 shows where)`)
  }
}

/**
 * Runs codegen as a command and returns its exit code. The prebuilt codegen (codegen/run.mjs)
 * passes its build id and cache folder, which turns caching on, and where its worker is.
 */
export async function runCli(
  argv: readonly string[],
  build?: { id: string; cacheDir: string; workerDir?: string },
): Promise<number> {
  useCache(build === undefined ? undefined : new Cache(build.cacheDir, build.id))
  useWorker(build?.workerDir)
  inputsRead.clear()
  try {
    return await main(argv)
  } catch (error) {
    report(error)
    return 1
  }
}

const isEntry =
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isEntry) process.exit(await runCli(process.argv.slice(2)))
