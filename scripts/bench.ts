/**
 * `npm run bench`: the numbers we watch, as a table. Codegen times (scripts/bench/codegen.ts),
 * the size of the built JavaScript, and how fast the built console shows its first rows
 * (scripts/bench-browser.ts). Never a pass/fail test: compare runs on the same machine.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { browserMeasures } from './bench-browser'
import { codegenMeasures } from './bench/codegen'

const root = path.resolve(import.meta.dirname, '..')

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

const rows: [string, string][] = codegenMeasures()
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
