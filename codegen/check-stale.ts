// `--check`: generates into memory and compares with what is on disk, so CI fails when someone
// changed the document or manifest without running `npm run codegen`.
import fs from 'node:fs'
import path from 'node:path'
import { previousFiles } from './emit/write.ts'

/**
 * Files that differ or are missing, and files codegen wrote before that it would now remove,
 * relative to `out`. Files codegen never wrote are not its business.
 */
export function staleFiles(out: string, files: ReadonlyMap<string, string>): string[] {
  const stale: string[] = []
  for (const [name, content] of files) {
    const target = path.join(out, name)
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== content) stale.push(name)
  }
  for (const name of previousFiles(out) ?? []) {
    if (!files.has(name)) stale.push(`${name} (no longer generated)`)
  }
  return stale.sort()
}
