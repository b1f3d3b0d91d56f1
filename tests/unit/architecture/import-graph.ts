/**
 * The project's module graph, read from the source: every relative `import`/`export … from`,
 * type-only ones too (a type cycle still ties modules together), and every lazy `import()`
 * (a lazily loaded module still depends on what it loads, and a cycle through one is a cycle),
 * resolved to files.
 */
import fs from 'node:fs'
import path from 'node:path'

const SOURCE = /\.(ts|tsx)$/
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm
const BARE_IMPORT = /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm
const LAZY_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

export type ImportGraph = Map<string, string[]>

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((file) => SOURCE.test(file) && fs.existsSync(file))
}

/** The graph over the given folders, keyed by paths relative to `root`. */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const text = fs.readFileSync(file, 'utf8')
      const specifiers = [STATIC_IMPORT, BARE_IMPORT, LAZY_IMPORT].flatMap((pattern) => [
        ...text.matchAll(pattern),
      ])
      const targets = specifiers.flatMap(([, specifier]) => {
        const target = specifier === undefined ? undefined : resolve(file, specifier)
        return target ? [path.relative(root, target)] : []
      })
      graph.set(path.relative(root, file), targets)
    }
  }
  return graph
}

/** Groups of modules that import each other, directly or around a loop (Tarjan's algorithm). */
export function cycles(graph: ImportGraph): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}
