/**
 * `npm run bench -- --modules`: where the build's gzipped script goes, by library and by our
 * own folders, from the chunks' source maps (source-map-explorer). It builds with source maps
 * into a temporary folder, so dist/ stays as it ships. A chunk's bytes that map to no source
 * are its data (the generated JSON: form schemas, the mock's seed and schemas), named by chunk.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { explore } from 'source-map-explorer'

export interface JsWeight {
  /** gzip bytes by library (`react-dom`, `@xterm/xterm`) or our folder (`src/engine`) */
  groups: [string, number][]
  /** gzip bytes by single module */
  modules: [string, number][]
  total: number
}

/** the chunk's name without its hash: `forms-BsDwjuCW.js` → `forms` */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '')

/** `node_modules/@xterm/xterm/src/…` → `@xterm/xterm`; `src/engine/x.ts` → `src/engine` */
function groupOf(source: string, chunk: string): string {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)
  if (library?.[1] !== undefined) return library[1]
  if (source.startsWith('[')) return `data and glue in ${chunk}`
  return source.split('/').slice(0, 2).join('/')
}

export async function jsWeight(root: string): Promise<JsWeight> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'console-js-weight-'))
  try {
    const args = ['vite', 'build', '--logLevel', 'error', '--sourcemap', '--outDir', out]
    execFileSync('npx', [...args, '--emptyOutDir'], { cwd: root, stdio: 'inherit' })
    const assets = path.join(out, 'assets')
    const files = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js') && fs.existsSync(path.join(assets, `${file}.map`)))
      .map((file) => path.join(assets, file))
    const { bundles } = await explore(files, {
      gzip: true,
      noBorderChecks: true,
      excludeSourceMapComment: true,
    })
    const groups = new Map<string, number>()
    const modules = new Map<string, number>()
    let total = 0
    for (const bundle of bundles) {
      const chunk = chunkName(bundle.bundleName)
      // each module is compressed alone here, which counts more than its share of the chunk's
      // gzip: the shares are scaled to the chunk's real size
      const files = Object.entries(bundle.files)
      const counted = files.reduce((sum, [, { size }]) => sum + size, 0)
      for (const [source, { size: alone }] of files) {
        const size = (alone * bundle.totalBytes) / counted
        const file = source.startsWith('[')
          ? source
          : path.relative(root, path.resolve(assets, source)).replaceAll(path.sep, '/')
        const group = groupOf(file, chunk)
        groups.set(group, (groups.get(group) ?? 0) + size)
        const module = file.startsWith('[') ? group : file
        modules.set(module, (modules.get(module) ?? 0) + size)
        total += size
      }
    }
    const sorted = (sizes: Map<string, number>) => [...sizes].sort(([, a], [, b]) => b - a)
    return { groups: sorted(groups), modules: sorted(modules), total }
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
}
