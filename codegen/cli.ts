// `npm run codegen`: API document + manifest → src/generated/.
//   tsx codegen/cli.ts [--spec <file|folder>] [--manifest <file|folder> | --no-manifest]
//                      [--out <dir>] [--bundle-only <file>] [--check]
import fs from 'node:fs'
import path from 'node:path'
import { staleFiles } from './check-stale.ts'
import { refusal, writeOutput } from './emit/write.ts'
import { loadDocument } from './load/index.ts'
import { runPipeline, type PipelineOptions } from './pipeline.ts'
import { CodegenError, formatProblem } from './util/diagnostics.ts'
import { stringify as toYaml } from 'yaml'

export const DEFAULTS = {
  spec: 'openapi/platform',
  manifest: 'openapi/manifest',
  out: 'src/generated',
}

interface Args {
  spec: string
  manifest: string | undefined
  out: string
  strict: boolean
  bundleOnly?: string
  check: boolean
}

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = { ...DEFAULTS, strict: true, check: false }
  let specGiven = false
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
    else if (flag === '--out') args.out = value()
    else if (flag === '--bundle-only') args.bundleOnly = value()
    else if (flag === '--check') args.check = true
    else throw new UsageError(`unknown option ${flag}`)
  }
  // another document than ours: manifest entries it lacks are warnings, not failures
  args.strict = !specGiven
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
  const options: PipelineOptions = { spec: args.spec, strict: args.strict, out: args.out }
  if (args.manifest !== undefined) options.manifest = args.manifest
  if (!args.check) {
    const refused = refusal(args.out)
    if (refused !== undefined) throw new CodegenError([{ file: args.out, at: '', reason: refused }])
  }
  const started = Date.now()
  const result = await runPipeline(options)
  if (args.check) {
    const stale = staleFiles(args.out, result.files)
    if (stale.length === 0) {
      console.log(`codegen: ${args.out} is up to date`)
      return 0
    }
    console.error(`codegen: ${args.out} is stale; run npm run codegen. Stale files:`)
    for (const file of stale) console.error(`  ${file}`)
    return 1
  }
  if (result.warnings.length > 0) {
    console.warn(`codegen: manifest entries this document lacks: ${result.warnings.length}`)
    for (const warning of result.warnings) console.warn(`  ${warning}`)
  }
  writeOutput(args.out, result.files)
  const kinds = Object.keys(result.registry.kinds).length
  console.log(
    `codegen: ${result.files.size} files, ${kinds} kinds, ${result.registry.routes.length} routes → ${args.out} (${Date.now() - started} ms)`,
  )
  return 0
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

const isEntry =
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      report(error)
      process.exit(1)
    },
  )
}
