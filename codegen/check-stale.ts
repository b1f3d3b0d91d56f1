// `--check`: generates into memory and compares with what is on disk, so CI fails when someone
// changed the document or manifest without running `npm run codegen`.
import fs from 'node:fs'
import path from 'node:path'
import { runPipeline, type PipelineOptions } from './pipeline.ts'

/** files that differ, are missing, or should no longer exist, relative to `options.out` */
export async function findStaleFiles(options: PipelineOptions): Promise<string[]> {
  const { files } = await runPipeline(options)
  const stale: string[] = []
  for (const [name, content] of files) {
    const target = path.join(options.out, name)
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== content) stale.push(name)
  }
  for (const name of listFiles(options.out)) {
    if (!files.has(name)) stale.push(`${name} (no longer generated)`)
  }
  return stale.sort()
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix === '' ? entry.name : `${prefix}/${entry.name}`
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), name) : [name]
  })
}
