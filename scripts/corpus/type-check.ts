// Type-checks generated outputs the way the console consumes them: each beside its own copy of
// the contract it imports (and nothing else), all in one tsc run so the libraries load once.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeOutput } from '../../codegen/emit/write.ts'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
}

/**
 * Writes each output (name → generated files) under `root/<name>/src/generated` and runs tsc
 * over all of them; throws with tsc's report when any does not type-check.
 */
export function typeCheckOutputs(
  root: string,
  outputs: ReadonlyMap<string, ReadonlyMap<string, string>>,
): void {
  for (const [name, files] of outputs) {
    writeOutput(path.join(root, name, 'src/generated'), files)
    fs.cpSync(path.join(REPO_ROOT, 'src/contract'), path.join(root, name, 'src/contract'), {
      recursive: true,
    })
  }
  // the contract's own libraries (its schema checker's interpreter) resolve from the repository's
  const modules = path.join(root, 'node_modules')
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), modules, 'dir')
  const config = {
    compilerOptions: COMPILER_OPTIONS,
    include: [...outputs.keys()].map((n) => `${n}/src`),
  }
  runTsc(root, config)
}

/**
 * `npm run typecheck` of the whole project (console, overrides, mock, tests, codegen, scripts)
 * with each output standing in for src/generated (all but its platform/ folder): a copy of the project per output under
 * `root/<name>`, all in one tsc run with the project's own compiler options. Throws with tsc's
 * report when any does not type-check.
 */
export function typeCheckProjectWith(
  root: string,
  outputs: ReadonlyMap<string, ReadonlyMap<string, string>>,
): void {
  const project = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: object
    include: string[]
  }
  const generated = path.join(REPO_ROOT, 'src/generated')
  for (const [name, files] of outputs) {
    for (const entry of project.include) {
      fs.cpSync(path.join(REPO_ROOT, entry), path.join(root, name, entry), {
        recursive: true,
        filter: (source) => source !== generated,
      })
    }
    writeOutput(path.join(root, name, 'src/generated'), files)
    // our document's types stay: the overrides type against them whatever stands beside them
    fs.cpSync(path.join(generated, 'platform'), path.join(root, name, 'src/generated/platform'), {
      recursive: true,
    })
  }
  // the project's types (node, vite/client) and libraries, found from the copies
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  const include = [...outputs.keys()].flatMap((name) => project.include.map((e) => `${name}/${e}`))
  runTsc(root, { compilerOptions: project.compilerOptions, include })
}

function runTsc(root: string, config: object): void {
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(config))
  const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc')
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json')], {
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const out = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error)
    throw new Error(`generated code does not type-check:\n${out.slice(0, 8000)}`, { cause: error })
  }
}
