// Which hand-written overrides an upgrade touches: the override keys are the registry's own
// names (`instance.runState` for a cell, a kind for its actions, a page name for a page its
// routes' `override:` names, a route id the overrides look up), written as string literals in src/overrides,
// so a changed kind's keys are looked for there.
import fs from 'node:fs'
import path from 'node:path'
import { pageOverrideName, type Registry } from '../../src/contract/index.ts'
import type { KindChanges } from './compare.ts'

/** the keys an override of this kind could be bound under, for what changed in it */
function candidateKeys(registry: Registry, changes: KindChanges): string[] {
  const { kind } = changes
  const fields = [...changes.fields.removed, ...changes.fields.retyped.map((f) => f.name)]
  const routes = registry.routes.filter(
    (route) =>
      route.id.startsWith(`${kind}.`) || ('kind' in route.page && route.page.kind === kind),
  )
  const pages = routes.flatMap((route) => pageOverrideName(route.page) ?? [])
  return [kind, ...fields.map((field) => `${kind}.${field}`), ...routes.map((r) => r.id), ...pages]
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** override key → the files that bind or read it, for each changed kind */
export function overridesTouched(
  registry: Registry,
  changed: readonly KindChanges[],
  overridesDir: string,
): Map<string, string[]> {
  const texts = sourceFiles(overridesDir).map((file) => ({
    file,
    text: fs.readFileSync(file, 'utf8'),
  }))
  const touched = new Map<string, string[]>()
  for (const changes of changed) {
    for (const key of new Set(candidateKeys(registry, changes))) {
      const files = texts
        .filter(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`))
        .map(({ file }) => path.relative(process.cwd(), file))
      if (files.length > 0) touched.set(key, files)
    }
  }
  return touched
}
