/**
 * The first page's script in few requests. Every route renders through the page module, and
 * the in-page mock starts before the app: each gets one chunk with all it imports statically
 * (beyond the entry's own), instead of a dozen small chunks shared with lazy pages. What loads
 * on demand (forms, open menus and dialogs, override pages) stays out, being imported lazily.
 * The overrides (every route awaits them) and the table of our own kinds the app binds them
 * with join the page module: apart, they and the engine's pieces they share with lazy pages
 * were four more requests before the first row.
 */
import { type ChunkingContext, own, ownClosure, staticClosure } from './module-graph.ts'

export const firstPageRoots = {
  pages: own('src/engine/routing/page-component.tsx'),
  overrides: own('src/overrides/index.ts'),
  ourKinds: own('src/generated/platform/kinds.ts'),
  mock: own('mock/browser.ts'),
}
export const appEntry = own('src/main.tsx')

let closures: {
  ctx: ChunkingContext
  entry: Set<string>
  entryOwn: Set<string>
  pages: Set<string>
  mock: Set<string>
}

const inSrc = (id: string) => id.startsWith(own('src'))
const inSrcOrMock = (id: string) => inSrc(id) || id.startsWith(own('mock'))

function firstPageClosures(ctx: ChunkingContext): typeof closures {
  if (closures?.ctx !== ctx) {
    closures = {
      ctx,
      entry: staticClosure(appEntry, ctx),
      entryOwn: ownClosure(appEntry, ctx),
      // (its libraries all it imports; of src/, what it takes by name through index files)
      pages: new Set([
        ...[...staticClosure(firstPageRoots.pages, ctx)].filter((id) => !inSrc(id)),
        ...ownClosure(firstPageRoots.pages, ctx),
        ...ownClosure(firstPageRoots.overrides, ctx),
        ...ownClosure(firstPageRoots.ourKinds, ctx),
      ]),
      mock: ownClosure(firstPageRoots.mock, ctx, inSrcOrMock),
    }
  }
  return closures
}

/** the API client, react-aria's store hook shim and its toast queue: small, used whole */
const shellLibraries =
  /node_modules[\\/](openapi-fetch|use-sync-external-store|react-stately[\\/]dist[\\/]private[\\/]toast)[\\/]/

/** `shell`, `pages` or `mock` for a module the first page runs; null for the others */
export function firstPageChunk(id: string, ctx: ChunkingContext): string | null {
  const closures = firstPageClosures(ctx)
  // the shell's own modules in one chunk: some are also imported by lazy chunks, which would
  // otherwise split them into a handful of small shared ones (its libraries are only partly
  // used: they are left to tree-shaking, but for the few small ones the shell uses whole, each
  // of which would otherwise be a request of its own before the first row)
  // (of src/, the modules the entry takes by name through index files: the contract's index
  // passes on the network and port rules, which only forms and the mock's writes run, and
  // the shell would carry them before the first row)
  if (inSrc(id) ? closures.entryOwn.has(id) : closures.entry.has(id)) {
    return !id.includes('node_modules') || shellLibraries.test(id) ? 'shell' : null
  }
  if (closures.pages.has(id)) return 'pages'
  // the mock's libraries are only partly used (msw's handlers serve Node): leave them to
  // tree-shaking and their own groups; its own modules (with its compiled query checks) come
  // along, one request fewer before the first row
  if (closures.mock.has(id)) return 'mock'
  return null
}
