/**
 * react-aria's pieces that load on demand (dialogs, menus, the pickers, tabs, tooltips, meters)
 * in one chunk: apart, they were sixteen chunks of a few kilobytes, shared in ever other
 * combinations, each compressed on its own (70 kB gzip, against 61 kB together). The first
 * page's own (the router bridge, the toast queue) stay where they are.
 */
import path from 'node:path'
import { appEntry, firstPageRoots } from './first-page.ts'
import { type ChunkingContext, inNodeModules, ownClosure, staticClosure } from './module-graph.ts'
import { moduleSyntax } from './module-syntax.ts'

// (clsx: only react-aria's focus ring uses it)
const ariaFamily = inNodeModules(
  'react-aria|react-aria-components|react-stately|@internationalized|clsx',
)
const ariaPackages = new Set(['react-aria', 'react-aria-components', 'react-stately'])
const ariaIndex =
  /node_modules[\\/](react-aria|react-aria-components|react-stately)[\\/]dist[\\/]exports[\\/]index\.mjs$/

/** a package index of the react-aria family: each name it exports → the module that has it */
function ariaIndexSources(index: string, ctx: ChunkingContext): Map<string, string> {
  const { imports, localExports } = moduleSyntax(index)
  const imported = ctx.getModuleInfo(index)?.importedIds ?? []
  // `"../private/Button.mjs"` or `"react-aria/useFocusRing"` (the package's own export of it)
  const resolve = (specifier: string) =>
    specifier.startsWith('.')
      ? path.resolve(path.dirname(index), specifier)
      : imported.find((id) =>
          id.replaceAll('\\', '/').endsWith(specifier.replace('/', '/dist/exports/') + '.mjs'),
        )
  const local = new Map<string, string>()
  for (const { specifier, names } of imports) {
    const file = resolve(specifier)
    if (file !== undefined) for (const [, alias] of names) local.set(alias, file)
  }
  const sources = new Map<string, string>()
  for (const [there, exported] of localExports) {
    const file = local.get(there)
    if (file !== undefined) sources.set(exported, file)
  }
  return sources
}

/**
 * The react-aria modules the first page runs: what our modules there import by name from the
 * family's package indexes (the root imports the router bridge, not all 60 components the
 * index lists), and all those modules import in turn.
 */
function firstPageAria(ctx: ChunkingContext): Set<string> {
  const ours = [appEntry, ...Object.values(firstPageRoots)].flatMap((root) => [
    ...ownClosure(root, ctx),
  ])
  const roots = new Set<string>()
  for (const id of new Set(ours)) {
    const imported = ctx.getModuleInfo(id)?.importedIds ?? []
    const indexes = new Map(
      imported
        .filter((file) => ariaIndex.test(file))
        .map((file) => [file.split(/node_modules[\\/]/)[1]?.split(/[\\/]/)[0], file]),
    )
    for (const { specifier, names } of moduleSyntax(id).imports) {
      if (!ariaPackages.has(specifier)) continue
      const index = indexes.get(specifier)
      const sources = index === undefined ? undefined : ariaIndexSources(index, ctx)
      for (const [name] of names) {
        const file = sources?.get(name)
        // unfound, it would join the on-demand chunk, which the first page would then load
        if (file === undefined) {
          throw new Error(
            `tooling/vite/chunks/aria.ts: where ${specifier} exports ${name} from is not found`,
          )
        }
        roots.add(file)
      }
    }
    for (const file of imported) if (ariaFamily.test(file) && !ariaIndex.test(file)) roots.add(file)
  }
  return new Set([...roots].flatMap((root) => [...staticClosure(root, ctx)]))
}

let firstPageAriaModules: { ctx: ChunkingContext; ids: Set<string> } | undefined

/** `aria` for a module of the react-aria family the first page does not run */
export function ariaChunk(id: string, ctx: ChunkingContext): string | null {
  if (!ariaFamily.test(id)) return null
  if (firstPageAriaModules?.ctx !== ctx) firstPageAriaModules = { ctx, ids: firstPageAria(ctx) }
  return firstPageAriaModules.ids.has(id) ? null : 'aria'
}
