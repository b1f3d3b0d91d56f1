// `npm run codegen`: runs codegen as plain Node, without tsx. The TypeScript sources are bundled
// by esbuild into node_modules/.cache/codegen/cli.mjs (packages stay external, so the heavy
// ones load only when a step needs them) and rebuilt only when a source file or the package
// lock changed. The bundle's hash is the build id that keys every cached step.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const cacheDir = path.join(root, 'node_modules', '.cache', 'codegen')
const bundle = path.join(cacheDir, 'cli.mjs')
const stampsFile = path.join(cacheDir, 'cli.stamps.json')
const LOCK = 'package-lock.json'

function stamp(file) {
  const stat = fs.statSync(path.join(root, file))
  return `${stat.size} ${stat.mtimeMs}`
}

/** the build id when the bundle is newer than all its sources, else undefined */
function freshBuild() {
  try {
    const { id, stamps } = JSON.parse(fs.readFileSync(stampsFile, 'utf8'))
    const fresh = Object.entries(stamps).every(([file, value]) => stamp(file) === value)
    return fresh && fs.existsSync(bundle) ? id : undefined
  } catch {
    return undefined
  }
}

async function build() {
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['codegen/cli.ts', 'codegen/emit/api-types-worker.ts'],
    outdir: cacheDir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    write: false,
    logLevel: 'error',
  })
  // written beside and renamed into place: a run started meanwhile never imports half a bundle
  fs.mkdirSync(cacheDir, { recursive: true })
  const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(root, LOCK)))
  for (const output of result.outputFiles) {
    hash.update(output.contents)
    fs.writeFileSync(`${output.path}.${process.pid}`, output.contents)
    fs.renameSync(`${output.path}.${process.pid}`, output.path)
  }
  const id = hash.digest('hex')
  const sources = [...Object.keys(result.metafile.inputs), LOCK]
  const stamps = Object.fromEntries(sources.map((file) => [file, stamp(file)]))
  fs.writeFileSync(`${stampsFile}.${process.pid}`, JSON.stringify({ id, stamps }))
  fs.renameSync(`${stampsFile}.${process.pid}`, stampsFile)
  return id
}

const id = freshBuild() ?? (await build())
const { runCli } = await import(pathToFileURL(bundle).href)
process.exit(await runCli(process.argv.slice(2), { id, cacheDir, workerDir: cacheDir }))
