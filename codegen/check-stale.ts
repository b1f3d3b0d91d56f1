// `--check`: compares what codegen would write with what is on disk, so CI fails when someone
// changed the document or manifest without running `npm run codegen`.
import fs from 'node:fs'
import path from 'node:path'
import { sha } from './cache.ts'
import { previousFiles } from './emit/write.ts'

/**
 * Files that differ or are missing, and files codegen wrote before that it would now remove,
 * relative to `out`. Files codegen never wrote are not its business.
 */
export function staleFiles(out: string, files: ReadonlyMap<string, string>): string[] {
  return staleByHash(out, new Map([...files].map(([name, content]) => [name, sha(content)])))
}

/** the same, against the hashes of the expected contents */
export function staleByHash(out: string, hashes: ReadonlyMap<string, string>): string[] {
  const stale: string[] = []
  for (const [name, hash] of hashes) {
    const target = path.join(out, name)
    if (!fs.existsSync(target) || sha(fs.readFileSync(target)) !== hash) stale.push(name)
  }
  for (const name of previousFiles(out) ?? []) {
    if (!hashes.has(name)) stale.push(`${name} (no longer generated)`)
  }
  return stale.sort()
}
