// `tsx scripts/build-upgraded.ts [--out <dir>]`: the console of a newer platform release, as
// an API team would make it (issue 23): the newer document derived from ours (the same
// derivation the upgrade test applies to nexus.json, tests/unit/codegen/fixtures/newer-nexus.ts), our
// manifest copied and migrated with `--migrate`, then built with build:doc into <out>/dist.
// The committed src/generated and openapi/manifest are never written. Playwright's "upgraded"
// project runs the platform's journeys that still apply against it (playwright.config.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { newerNexus } from '../tests/unit/codegen/fixtures/newer-nexus.ts'

const outAt = process.argv.indexOf('--out')
const out = outAt >= 0 ? (process.argv[outAt + 1] ?? 'tmp/upgraded-doc') : 'tmp/upgraded-doc'
// our own document, bundled into one file: the console and its mock (seeded users, projects,
// roles) the platform's journeys were written against
const older = path.join(out, 'platform.json')

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

fs.mkdirSync(out, { recursive: true })
run('node', ['codegen/run.mjs', '--bundle-only', older])
const spec = path.join(out, 'openapi.json')
fs.writeFileSync(spec, JSON.stringify(newerNexus(JSON.parse(fs.readFileSync(older, 'utf8')))))
const manifest = path.join(out, 'manifest')
fs.rmSync(manifest, { recursive: true, force: true })
fs.cpSync('openapi/manifest', manifest, { recursive: true })
run('npx', [
  'tsx',
  'codegen/cli.ts',
  '--migrate',
  '--diff',
  older,
  '--spec',
  spec,
  '--manifest',
  manifest,
])
run('npx', ['tsx', 'scripts/build-doc.ts', spec, '--manifest', manifest, '--out', out])
