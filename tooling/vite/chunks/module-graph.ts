/**
 * What loading a module loads: the planner's closures over the build's module graph
 * (`getModuleInfo`), refined for our own index files by the names taken through them.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Rolldown } from 'vite'
import { moduleSyntax } from './module-syntax.ts'

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
/** the build's view of its modules, handed to a chunk group's `name` */
export type ChunkingContext = Parameters<NameFunction>[1]

const repository = path.resolve(import.meta.dirname, '../../..')
/** a file of the repository by its path there */
export const own = (file: string) => path.resolve(repository, file)

/** every module `root` imports statically, directly or not: what loading it loads */
export function staticClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const pending = [root]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * A module of ours that only re-exports (an index file) has no effects of its own: importing
 * one piece through it must not tie the others (the forms' modal, the pickers) to the
 * importer's chunk.
 */
export function onlyReExports(id: string): boolean {
  if (!id.startsWith(own('src')) || !/\.tsx?$/.test(id)) return false
  return moduleSyntax(id).onlyReExports
}

function resolveSource(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  )
}

/** the value names a module exports: its own, those it passes on by name, and through `*` */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>()
  if (seen.has(file)) return names
  seen.add(file)
  const syntax = moduleSyntax(file)
  for (const [, exported] of syntax.localExports) names.add(exported)
  for (const name of syntax.declaredExports) names.add(name)
  for (const { names: links } of syntax.reExports)
    for (const [, exported] of links) names.add(exported)
  for (const specifier of syntax.starExports) {
    const source = resolveSource(file, specifier)
    if (source !== undefined) for (const name of exportedNames(source, seen)) names.add(name)
  }
  return names
}

/** the modules an index file (and the index files it re-exports) takes `names` from */
function reExportedFrom(index: string, names: Set<string>): string[] {
  const syntax = moduleSyntax(index)
  const named = syntax.reExports.flatMap(({ specifier, names: links }) => {
    const wanted = links.filter(([, exported]) => names.has(exported))
    const file = wanted.length > 0 ? resolveSource(index, specifier) : undefined
    if (file === undefined) return []
    if (!onlyReExports(file)) return [file]
    return reExportedFrom(file, new Set(wanted.map(([there]) => there)))
  })
  // `export * from`: the module is taken when it exports one of the names (under that name)
  const starred = syntax.starExports.flatMap((specifier) => {
    const file = resolveSource(index, specifier)
    if (file === undefined) return []
    const exported = exportedNames(file)
    const wanted = new Set([...names].filter((name) => exported.has(name)))
    if (wanted.size === 0) return []
    return onlyReExports(file) ? reExportedFrom(file, wanted) : [file]
  })
  return [...named, ...starred]
}

/**
 * Our modules `root` loads, following what each module imports by name through an index
 * file: only the modules that index takes those names from, not all it lists (the engine's
 * index lists the form panel and the pickers beside the small helpers an override uses).
 * Libraries are left out, to the default splitting and tree-shaking.
 */
export function ownClosure(
  root: string,
  ctx: ChunkingContext,
  ours: (id: string) => boolean = (id) => id.startsWith(own('src')),
): Set<string> {
  const seen = new Set<string>()
  const pending = [root]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || !ours(id)) continue
    seen.add(id)
    const throughIndexes = new Set<string>()
    for (const { specifier, names, whole } of moduleSyntax(id).imports) {
      const file = whole ? undefined : resolveSource(id, specifier)
      if (file === undefined || !onlyReExports(file)) continue
      throughIndexes.add(file)
      pending.push(...reExportedFrom(file, new Set(names.map(([there]) => there))))
    }
    const direct = ctx.getModuleInfo(id)?.importedIds ?? []
    pending.push(...direct.filter((imported) => !throughIndexes.has(imported)))
  }
  return seen
}

/** a module of one of the `|`-separated packages */
export const inNodeModules = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`)
