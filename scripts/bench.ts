/**
 * `npm run bench`: the numbers we watch, as a table. Codegen wall time (median of three runs)
 * on our document and on the real platform document, the size of the built JavaScript, and how
 * fast the built console shows its first rows (scripts/bench-browser.ts). Never a pass/fail
 * test: compare runs on the same machine.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { browserMeasures } from './bench-browser'

const root = path.resolve(import.meta.dirname, '..')
const realDocument = path.resolve(root, '../shared/platform-api/nexus.json')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function timeCodegen(args: string[]): string {
  const runs: number[] = []
  for (let run = 0; run < 3; run++) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-codegen-'))
    const started = performance.now()
    const result = spawnSync('npx', ['tsx', 'codegen/cli.ts', ...args, '--out', out], {
      cwd: root,
      encoding: 'utf8',
    })
    runs.push(performance.now() - started)
    fs.rmSync(out, { recursive: true, force: true })
    if (result.status !== 0) return `failed: ${result.stderr.split('\n')[0]}`
  }
  return `${(median(runs) / 1000).toFixed(2)} s`
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

function bundleSizes(): { raw: number; gzip: number; largest: string; files: number } {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' })
  const assets = path.join(root, 'dist', 'assets')
  let raw = 0
  let gzip = 0
  let largest = { name: '', size: 0 }
  const files = fs.readdirSync(assets).filter((file) => file.endsWith('.js'))
  for (const file of files) {
    const content = fs.readFileSync(path.join(assets, file))
    raw += content.length
    gzip += zlib.gzipSync(content, { level: 9 }).length
    if (content.length > largest.size) largest = { name: file, size: content.length }
  }
  return { raw, gzip, largest: `${largest.name} (${kib(largest.size)})`, files: files.length }
}

const rows: [string, string][] = [
  ['codegen: our document + manifest', timeCodegen([])],
  ['codegen: real platform document + our manifest', timeCodegen(['--spec', realDocument])],
  [
    'codegen: real platform document, no manifest',
    timeCodegen(['--spec', realDocument, '--no-manifest']),
  ],
]
const bundle = bundleSizes()
rows.push(
  ['built JavaScript (all chunks)', kib(bundle.raw)],
  ['built JavaScript, gzip -9', kib(bundle.gzip)],
  ['JavaScript chunks', String(bundle.files)],
  ['largest chunk', bundle.largest],
  ...(await browserMeasures()),
)

const width = Math.max(...rows.map(([name]) => name.length))
console.log(`| ${'measure'.padEnd(width)} | value |`)
console.log(`| ${'-'.repeat(width)} | ----- |`)
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`)
