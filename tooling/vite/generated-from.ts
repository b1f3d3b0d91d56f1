import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * `CONSOLE_GENERATED=<dir>` (set by `npm run build:doc`): the console of another document. Its
 * generated files stand in for src/generated/, so the platform's committed ones stay as they
 * are; a file that document did not produce keeps the platform's.
 */
export function generatedFrom(dir: string | undefined): Plugin[] {
  if (dir === undefined || dir === '') return []
  const own = path.resolve('src/generated')
  return [
    {
      name: 'console-generated',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!source.includes('generated')) return null
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (resolved === null || !resolved.id.startsWith(own + path.sep)) return null
        const swapped = path.join(dir, path.relative(own, resolved.id))
        return fs.existsSync(swapped) ? swapped : null
      },
      // globs (the generated forms) are not resolved like imports: point them at `dir` too
      transform(code, id) {
        if (!code.includes('import.meta.glob') || !id.startsWith(path.resolve('src'))) return null
        const from = path.relative(path.dirname(id), own)
        const to = path.relative(path.dirname(id), dir)
        // `./generated/forms/*` → `../tmp/doc/generated/forms/*`, as Vite keys the glob's files
        const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        return code.replace(
          new RegExp(`(\\./)?${escaped}/`, 'g'),
          `${to.startsWith('.') ? to : `./${to}`}/`,
        )
      },
    },
  ]
}
