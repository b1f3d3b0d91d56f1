/**
 * The codegen rows of `npm run bench`: wall and CPU time of `npm run codegen`'s command (the
 * prebuilt codegen, codegen/run.mjs) on our document and on the real platform document, when
 * nothing changed and when the document changed; the uncached path (`tsx codegen/cli.ts`, what
 * every run cost before the cache) for comparison; and a synthetic 10 MB document (time and
 * peak memory). Medians of three runs; each run writes into a temp folder.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeBigDocument } from './big-document'

const root = path.resolve(import.meta.dirname, '../..')
// beside the main checkout, or two levels up from a worktree under wt/<name>
const realDocument = ['..', '../..']
  .map((up) => path.resolve(root, up, 'shared/platform-api/nexus.json'))
  .find((file) => fs.existsSync(file))

interface Run {
  wall: number
  cpu: number
  /** peak resident memory, KiB */
  rss: number
}

/** one command under GNU time; throws with its first error line when it fails */
function measure(command: string[]): Run {
  const stats = path.join(os.tmpdir(), `bench-time-${process.pid}`)
  const result = spawnSync('/usr/bin/time', ['-o', stats, '-f', '%e %U %S %M', ...command], {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    const reason = result.stderr
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'))
      .slice(0, 3)
      .join(' ')
    throw new Error(reason ?? `exit ${result.status}`)
  }
  const [wall, user, system, rss] = fs.readFileSync(stats, 'utf8').trim().split(/\s+/).map(Number)
  return { wall: wall ?? NaN, cpu: (user ?? NaN) + (system ?? NaN), rss: rss ?? NaN }
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
}

function shown(runs: Run[], memory = false): string {
  const wall = median(runs.map((run) => run.wall)).toFixed(2)
  const cpu = median(runs.map((run) => run.cpu)).toFixed(2)
  const rss = memory
    ? `, ${Math.round(Math.max(...runs.map((run) => run.rss)) / 1024)} MiB peak`
    : ''
  return `${wall} s wall, ${cpu} s CPU${rss}`
}

function attempt(measureRows: () => string): string {
  try {
    return measureRows()
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`
  }
}

const prebuilt = (args: string[]) => ['node', 'codegen/run.mjs', ...args]

/** the document at `spec` copied to a temp place, and a way to change it before each run */
function changeable(spec: string): { spec: string; change: (n: number) => void } {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-doc-'))
  if (fs.statSync(spec).isDirectory()) {
    fs.cpSync(spec, copy, { recursive: true })
    const rootFile = path.join(copy, 'openapi.yaml')
    const original = fs.readFileSync(rootFile, 'utf8')
    return {
      spec: copy,
      change: (n) => fs.writeFileSync(rootFile, original.replace(/^(\s+title:.*)$/m, `$1 (${n})`)),
    }
  }
  const file = path.join(copy, path.basename(spec))
  const document = JSON.parse(fs.readFileSync(spec, 'utf8')) as { info: { description?: string } }
  fs.writeFileSync(file, JSON.stringify(document))
  return {
    spec: file,
    change: (n) => {
      document.info.description = `changed for the bench, run ${n}`
      fs.writeFileSync(file, JSON.stringify(document))
    },
  }
}

function documentRows(label: string, spec: string, extra: string[]): [string, string][] {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-out-')), 'generated')
  const args = ['--spec', spec, ...extra, '--out', out]
  const rows: [string, string][] = []
  rows.push([
    `codegen ${label}: unchanged`,
    attempt(() => {
      measure(prebuilt(args)) // fills the cache
      return shown([1, 2, 3].map(() => measure(prebuilt(args))))
    }),
  ])
  rows.push([
    `codegen ${label}: document changed`,
    attempt(() => {
      const doc = changeable(spec)
      const changedArgs = ['--spec', doc.spec, ...extra, '--out', `${out}-changed`]
      measure(prebuilt(changedArgs))
      return shown(
        [1, 2, 3].map((n) => {
          doc.change(n)
          return measure(prebuilt(changedArgs))
        }),
      )
    }),
  ])
  rows.push([
    `codegen ${label}: every step, no cache (tsx)`,
    attempt(() =>
      shown([measure(['npx', 'tsx', 'codegen/cli.ts', ...args.slice(0, -1), `${out}-tsx`])]),
    ),
  ])
  return rows
}

export function codegenMeasures(): [string, string][] {
  const rows: [string, string][] = [
    ...documentRows('our document + manifest', 'openapi/platform', []),
    [
      'npm run codegen, unchanged (with npm start-up)',
      attempt(() => shown([1, 2, 3].map(() => measure(['npm', 'run', '--silent', 'codegen'])))),
    ],
  ]
  if (realDocument === undefined)
    rows.push(['codegen on the real platform document', 'nexus.json not found'])
  else rows.push(...documentRows('real platform document + our manifest', realDocument, []))
  rows.push([
    'codegen, synthetic 10 MB document, no manifest',
    attempt(() => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-big-')), 'big.json')
      writeBigDocument(file, 10 * 1024 * 1024)
      const out = path.join(path.dirname(file), 'generated')
      return shown([measure(prebuilt(['--spec', file, '--no-manifest', '--out', out]))], true)
    }),
  ])
  return rows
}
