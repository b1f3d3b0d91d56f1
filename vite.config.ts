import fs from 'node:fs'
import path from 'node:path'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import { FORM_CHECKS_PREFIX } from './scripts/chunk-names.ts'
import { liveApiTarget, liveProxy } from './scripts/live-platform.ts'
import { securityHeaders } from './scripts/security-headers.ts'
import { xtermFromSource } from './scripts/xterm-from-source.ts'

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

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
type ChunkingContext = Parameters<NameFunction>[1]

const inNodeModules = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`)
const own = (file: string) => path.resolve(import.meta.dirname, file)

/** every module `root` imports statically, directly or not: what loading it loads */
function staticClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const pending = [root]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** `import { a, b as c } from './x'` and `export { a, b as c } from './x'`, ours only */
const namedImport = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']*)'/g
const namedReExport = /export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']*)'/g

/** `a, type B, c as d` → [[a, a], [c, d]]: (name there, name here), values only */
function bindings(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [there = '', here = there] = part.split(/\s+as\s+/)
      return [there, here]
    })
}

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  )
}

/** the modules an index file (and the index files it re-exports) takes `names` from */
function reExportedFrom(index: string, names: Set<string>): string[] {
  const code = fs.readFileSync(index, 'utf8')
  return [...code.matchAll(namedReExport)].flatMap(([, list = '', specifier = '']) => {
    const wanted = bindings(list).filter(([, exported]) => names.has(exported))
    const file = wanted.length > 0 ? resolveSource(index, specifier) : undefined
    if (file === undefined) return []
    if (!onlyReExports(file)) return [file]
    return reExportedFrom(file, new Set(wanted.map(([there]) => there)))
  })
}

/**
 * Our modules `root` loads, following what each module imports by name through an index
 * file: only the modules that index takes those names from, not all it lists (the engine's
 * index lists the form panel and the pickers beside the small helpers an override uses).
 * Libraries are left out, to the default splitting and tree-shaking.
 */
function ownClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const pending = [root]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || !id.startsWith(own('src'))) continue
    seen.add(id)
    const code = fs.readFileSync(id, 'utf8')
    const throughIndexes = new Set<string>()
    for (const [, list = '', specifier = ''] of code.matchAll(namedImport)) {
      const file = resolveSource(id, specifier)
      if (file === undefined || !onlyReExports(file)) continue
      throughIndexes.add(file)
      pending.push(...reExportedFrom(file, new Set(bindings(list).map(([there]) => there))))
    }
    const direct = ctx.getModuleInfo(id)?.importedIds ?? []
    pending.push(...direct.filter((imported) => !throughIndexes.has(imported)))
  }
  return seen
}

// The first page's script in few requests. Every route renders through the page module, and
// the in-page mock starts before the app: each gets one chunk with all it imports statically
// (beyond the entry's own), instead of a dozen small chunks shared with lazy pages. What loads
// on demand (forms, open menus and dialogs, override pages) stays out, being imported lazily.
// The overrides (every route awaits them) and the table of our own kinds the app binds them
// with join the page module: apart, they and the engine's pieces they share with lazy pages
// were four more requests before the first row.
const firstPageRoots = {
  pages: own('src/engine/routing/page-component.tsx'),
  overrides: own('src/overrides/index.ts'),
  ourKinds: own('src/generated/platform/kinds.ts'),
  mock: own('mock/browser.ts'),
}
let closures: { ctx: ChunkingContext; entry: Set<string>; pages: Set<string>; mock: Set<string> }

function firstPageClosures(ctx: ChunkingContext): typeof closures {
  if (closures?.ctx !== ctx) {
    closures = {
      ctx,
      entry: staticClosure(own('src/main.tsx'), ctx),
      pages: new Set([
        ...staticClosure(firstPageRoots.pages, ctx),
        ...ownClosure(firstPageRoots.overrides, ctx),
        ...ownClosure(firstPageRoots.ourKinds, ctx),
      ]),
      mock: staticClosure(firstPageRoots.mock, ctx),
    }
  }
  return closures
}

function firstPageChunk(id: string, ctx: ChunkingContext): string | null {
  const closures = firstPageClosures(ctx)
  // the shell's own modules in one chunk: some are also imported by lazy chunks, which would
  // otherwise split them into a handful of small shared ones (its libraries are only partly
  // used: they are left to tree-shaking, but for the few small ones the shell uses whole, each
  // of which would otherwise be a request of its own before the first row)
  if (closures.entry.has(id)) {
    return !id.includes('node_modules') || shellLibraries.test(id) ? 'shell' : null
  }
  if (closures.pages.has(id)) return 'pages'
  // the mock's libraries are only partly used (msw's handlers serve Node): leave them to
  // tree-shaking and their own groups; its own modules (with its compiled query checks) come
  // along, one request fewer before the first row
  if (closures.mock.has(id) && !id.includes('node_modules')) {
    return 'mock'
  }
  return null
}

/** the API client, react-aria's store hook shim and its toast queue: small, used whole */
const shellLibraries =
  /node_modules[\\/](openapi-fetch|use-sync-external-store|react-stately[\\/]dist[\\/]private[\\/]toast)[\\/]/

// (clsx: only react-aria's focus ring uses it)
const ariaFamily = inNodeModules(
  'react-aria|react-aria-components|react-stately|@internationalized|clsx',
)
const ariaIndex =
  /node_modules[\\/](react-aria|react-aria-components|react-stately)[\\/]dist[\\/]exports[\\/]index\.mjs$/
const ariaImport =
  /import\s+\{([^}]*)\}\s+from\s+'(react-aria|react-aria-components|react-stately)'/g

/** a package index of the react-aria family: each name it exports → the module that has it */
function ariaIndexSources(index: string, ctx: ChunkingContext): Map<string, string> {
  const code = fs.readFileSync(index, 'utf8')
  const imported = ctx.getModuleInfo(index)?.importedIds ?? []
  // `"../private/Button.mjs"` or `"react-aria/useFocusRing"` (the package's own export of it)
  const resolve = (specifier: string) =>
    specifier.startsWith('.')
      ? path.resolve(path.dirname(index), specifier)
      : imported.find((id) =>
          id.replaceAll('\\', '/').endsWith(specifier.replace('/', '/dist/exports/') + '.mjs'),
        )
  const local = new Map<string, string>()
  for (const [, list = '', specifier = ''] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    const file = resolve(specifier)
    if (file !== undefined) for (const [, alias] of bindings(list)) local.set(alias, file)
  }
  const sources = new Map<string, string>()
  for (const [, list = ''] of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const [there, exported] of bindings(list)) {
      const file = local.get(there)
      if (file !== undefined) sources.set(exported, file)
    }
  }
  return sources
}

/**
 * The react-aria modules the first page runs: what our modules there import by name from the
 * family's package indexes (the root imports the router bridge, not all 60 components the
 * index lists), and all those modules import in turn.
 */
function firstPageAria(ctx: ChunkingContext): Set<string> {
  const ours = [
    ...ownClosure(own('src/main.tsx'), ctx),
    ...Object.values(firstPageRoots).flatMap((root) => [...ownClosure(root, ctx)]),
  ]
  const roots = new Set<string>()
  for (const id of new Set(ours)) {
    const imported = ctx.getModuleInfo(id)?.importedIds ?? []
    const indexes = new Map(
      imported
        .filter((file) => ariaIndex.test(file))
        .map((file) => [file.split(/node_modules[\\/]/)[1]?.split(/[\\/]/)[0], file]),
    )
    for (const [, list = '', pkg = ''] of fs.readFileSync(id, 'utf8').matchAll(ariaImport)) {
      const index = indexes.get(pkg)
      const sources = index === undefined ? undefined : ariaIndexSources(index, ctx)
      for (const [name] of bindings(list)) {
        const file = sources?.get(name)
        // unfound, it would join the on-demand chunk, which the first page would then load
        if (file === undefined) {
          throw new Error(`vite.config.ts: where ${pkg} exports ${name} from is not found`)
        }
        roots.add(file)
      }
    }
    for (const file of imported) if (ariaFamily.test(file) && !ariaIndex.test(file)) roots.add(file)
  }
  return new Set([...roots].flatMap((root) => [...staticClosure(root, ctx)]))
}

let firstPageAriaModules: { ctx: ChunkingContext; ids: Set<string> } | undefined

/**
 * react-aria's pieces that load on demand (dialogs, menus, the pickers, tabs, tooltips, meters)
 * in one chunk: apart, they were sixteen chunks of a few kilobytes, shared in ever other
 * combinations, each compressed on its own (70 kB gzip, against 61 kB together). The first
 * page's own (the router bridge, the toast queue) stay where they are.
 */
function ariaChunk(id: string, ctx: ChunkingContext): string | null {
  if (!ariaFamily.test(id)) return null
  if (firstPageAriaModules?.ctx !== ctx) firstPageAriaModules = { ctx, ids: firstPageAria(ctx) }
  return firstPageAriaModules.ids.has(id) ? null : 'aria'
}

/**
 * Our on-demand pieces that load at the same moment, or one right after the other, in one
 * chunk each instead of a chunk per module or shared helper: about forty of them were under a
 * kilobyte, each compressed on its own and named in its importers' import lists.
 */
const togetherGroups: [string, RegExp][] = [
  // a sign-in page of each kind, and what they share
  ['sign-in', /src[\\/]overrides[\\/]sign-in[\\/]/],
  // the generic pages after the first list (an item, its tabs, its forms), and their helpers
  [
    'item-pages',
    /src[\\/]engine[\\/](pages[\\/]((detail|create|edit|single|home|operations|placeholder)-page\.tsx|route-tabs\.tsx|use-close-path\.ts)|related[\\/])/,
  ],
  // the pieces of a form the generic panel and the bespoke forms share (not the panel, which
  // brings the form renderer)
  [
    'form-pieces',
    /src[\\/]engine[\\/](forms[\\/](form-footer|side-modal|leave-confirm)\.tsx|validation[\\/](ip|unique|port-range)\.ts|references[\\/]reference-(picker|choice-field)\.tsx|request[\\/])/,
  ],
  // what a click or an event opens: a toast, a confirmation, a row's menu, the user menu, the
  // preview notice
  [
    'popovers',
    /src[\\/]engine[\\/](shell[\\/](toast-stack|confirm-dialog|user-menu-popover|preview-dialog)\.tsx|actions[\\/](action-menu-popover\.tsx|use-list-checks\.ts))$/,
  ],
  // the version comparisons of system update
  ['semver', /node_modules[\\/]semver[\\/]/],
  // an instance's page and its tabs
  [
    'instance-page',
    /src[\\/]overrides[\\/](instance-(page|settings|storage|networking)[\\/]|instance-metrics[\\/]metrics(-tabs\.tsx|\.css))/,
  ],
]

/** `form-checks-<form id>` for a module of src/generated/validators/forms, and the shared one */
const formChecksModule = /generated[\\/]validators[\\/]forms[\\/]([^\\/]+)\.ts$/

function formChecksChunk(id: string): string | null {
  const form = formChecksModule.exec(id)?.[1]
  return form === undefined ? null : `${FORM_CHECKS_PREFIX}${form}`
}

function onDemandTogether(id: string): string | null {
  return togetherGroups.find(([, test]) => test.test(id))?.[0] ?? null
}

// Chunks by when they are needed: the shell and the framework first; the page module and the
// mock (in mock mode) next; the form renderer only when a form opens. Library groups also take
// their dependencies (a CommonJS helper split from its users breaks at run time); the framework
// claims its modules first, by priority.
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'framework',
    priority: 40,
    test: inNodeModules(
      'react|react-dom|scheduler|react-router|@tanstack[\\\\/](query-core|react-query)',
    ),
  },
  // what the entry loads stays with the entry: the groups take no dependencies along
  {
    name: firstPageChunk,
    debugName: 'first page',
    priority: 35,
    includeDependenciesRecursively: false,
  },
  { name: 'msw', priority: 20, test: inNodeModules('msw|@mswjs|@bundled-es-modules|@open-draft') },
  { name: 'forms', priority: 10, test: inNodeModules('@rjsf') },
  // (its dependencies are react's, the framework's, or the first page's, which stay there)
  { name: ariaChunk, debugName: 'aria', priority: 8, includeDependenciesRecursively: false },
  // the generated forms' schemas in one chunk, loaded with the first form opened: they share
  // most of their definitions (names, descriptions, address and size types), so together they
  // are a third of their 68 chunks' sum (about 15 against 46 kB)
  {
    name: 'form-schemas',
    priority: 5,
    test: /generated[\\/]forms[\\/][^\\/]+\.json$|src[\\/]form-schemas\.ts$/,
  },
  // a form's compiled checks load when it opens, in a chunk of their own named for the form
  // (the bench weighs the largest); the definitions the forms share, once, with the first
  {
    name: formChecksChunk,
    debugName: 'form checks',
    priority: 6,
    includeDependenciesRecursively: false,
  },
  {
    name: onDemandTogether,
    debugName: 'on demand, together',
    priority: 4,
    includeDependenciesRecursively: false,
  },
]

/**
 * The first page's chunks (the mock in mock mode, the page module, the overrides) are imported
 * only once the entry runs, and the overrides only once their style sheets have arrived: the
 * page would fetch them one stage after another. Hinted in the HTML, they download beside the
 * framework instead, and run when imported as before. So do the chunks they import statically
 * (a helper shared with lazy pages), which would otherwise be asked for only once their
 * importer has arrived and been parsed: one more round trip before the first row.
 */
function preloadFirstPage(): Plugin {
  const roots = Object.values(firstPageRoots)
  return {
    name: 'console-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const wanted = new Set(
          chunks.filter((chunk) => roots.some((root) => chunk.moduleIds.includes(root))),
        )
        for (const chunk of wanted) {
          for (const file of chunk.imports) {
            const imported = byFile.get(file)
            if (imported && !imported.isEntry) wanted.add(imported)
          }
        }
        // what the entry's own script tags and hints already fetch is left as it is
        const hinted = [...wanted].filter((chunk) => !html.includes(`/${chunk.fileName}`))
        return hinted.flatMap((chunk) => [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          },
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
        ])
      },
    },
  }
}

/**
 * A module of ours that only re-exports (an index file) has no effects of its own: importing
 * one piece through it must not tie the others (the forms' modal, the pickers) to the
 * importer's chunk.
 */
function onlyReExports(id: string): boolean {
  if (!id.startsWith(own('src')) || !/\.tsx?$/.test(id)) return false
  const code = fs
    .readFileSync(id, 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+'[^']+'/g, '')
  return code.trim() === ''
}

// CONSOLE_API=<url>: the dev server talks to a real platform (README, docs/deploy.md)
const liveApi = liveApiTarget()

// The console speaks English (the spec's texts); react-aria's own strings (a combobox's "Show
// suggestions", a dialog's "Dismiss") come in 34 languages, all bundled unless dropped here.
// Without its language, react-aria falls back to these.
const consoleLocales = ['en-US']

// react-router's package exports only its development build (warnings, dev-only checks); its
// production build ships beside it, unexported. The built console takes that one, half a
// kilobyte less script; the dev server and vitest keep the warnings. The console imports only
// the package's root (the production index and its chunks import each other, never the root).
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: own('node_modules/react-router/dist/production/index.mjs'),
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      {
        find: 'markdown-to-jsx/react',
        replacement: own('src/engine/forms/markdown-as-text.tsx'),
      },
      { find: 'fast-uri', replacement: own('src/engine/forms/uri-resolver.ts') },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  plugins: [
    react(),
    optimizeLocales.vite({ locales: consoleLocales }),
    preloadFirstPage(),
    xtermFromSource(),
    ...generatedFrom(process.env.CONSOLE_GENERATED),
  ],
  ...(liveApi
    ? {
        define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('live') },
        server: { proxy: liveProxy(liveApi) },
      }
    : {}),
  // the built console under its production headers (the dev server's hot reload needs inline
  // scripts and eval, so it goes without)
  preview: { headers: securityHeaders },
  build: {
    target: 'es2022',
    // every browser the es2022 target reaches preloads modules itself but Safari before 17,
    // which then fetches the first page's chunks when they are imported: the polyfill's half a
    // kilobyte would come first on every load, for a head start in one old browser
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // (undefined: the package's own sideEffects field, or true, decides as usual)
      treeshake: { moduleSideEffects: (id: string) => (onlyReExports(id) ? false : undefined) },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}))
