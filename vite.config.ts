import fs from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * `CONSOLE_GENERATED=<dir>` (set by `npm run build:doc`): the console of another document. Its
 * generated files stand in for src/generated/, so the platform's committed ones stay as they
 * are; a file that document did not produce keeps the platform's.
 */
function generatedFrom(dir: string | undefined): Plugin[] {
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

const inNodeModules = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`)

// Chunks by when they are needed: the shell and the framework first; the in-browser mock (with
// msw) only in mock mode; the JSON Schema validator and the form renderer only when a form or
// the mock needs them. Library groups also take their dependencies (a CommonJS helper split
// from its users breaks at run time); the framework claims its modules first, by priority.
// Groups name libraries only: app modules they captured would drag the shell's own modules
// (the registry, the data layer) into chunks that load later.
const chunkGroups = [
  {
    name: 'framework',
    priority: 40,
    test: inNodeModules(
      'react|react-dom|scheduler|react-router|@tanstack[\\\\/](query-core|react-query)',
    ),
  },
  {
    name: 'ajv',
    priority: 30,
    test: inNodeModules('ajv|ajv-formats|fast-deep-equal|fast-uri|json-schema-traverse'),
  },
  // msw and its helpers; the mock's own files form a chunk of their own, reached only through
  // the dynamic import in main.tsx
  { name: 'msw', priority: 20, test: inNodeModules('msw|@mswjs|@bundled-es-modules|@open-draft') },
  { name: 'forms', priority: 10, test: inNodeModules('@rjsf') },
]

export default defineConfig({
  plugins: [react(), ...generatedFrom(process.env.CONSOLE_GENERATED)],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
})
