// `npm run build:doc -- <document> [--manifest <file|folder>] [--out <dir>]`: a console for
// another API document on the built-in mock, without touching the platform's committed
// src/generated. Generates into <out>/generated, builds into <out>/dist with Vite reading that
// folder in place of src/generated (CONSOLE_GENERATED), and says how to serve it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const DEFAULT_OUT = 'tmp/doc'

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function parse(argv: string[]): { spec: string; manifest?: string; out: string } {
  let spec: string | undefined
  let manifest: string | undefined
  let out = DEFAULT_OUT
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--manifest') manifest = argv[++i]
    else if (arg === '--out') out = argv[++i] ?? DEFAULT_OUT
    else if (arg !== undefined && !arg.startsWith('--')) spec = arg
  }
  if (spec === undefined) {
    console.error('usage: npm run build:doc -- <document> [--manifest <file|folder>] [--out <dir>]')
    process.exit(2)
  }
  return manifest === undefined ? { spec, out } : { spec, manifest, out }
}

const { spec, manifest, out } = parse(process.argv.slice(2))
const generated = path.join(out, 'generated')
const dist = path.join(out, 'dist')
run('npx', [
  'tsx',
  'codegen/cli.ts',
  '--spec',
  spec,
  ...(manifest === undefined ? ['--no-manifest'] : ['--manifest', manifest]),
  '--out',
  generated,
])
// generated code imports the contract relatively (`../contract`, `../../contract` from its mock
// folder), as it sits in src/generated; a link beside this folder makes those imports resolve
// to the same modules the engine uses
const contract = path.join(out, 'contract')
fs.rmSync(contract, { recursive: true, force: true })
fs.symlinkSync(path.resolve('src/contract'), contract, 'dir')
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
  ...process.env,
  CONSOLE_GENERATED: path.resolve(generated),
})
console.log(`build:doc: ${dist} — serve it with: npx vite preview --outDir ${dist}`)
