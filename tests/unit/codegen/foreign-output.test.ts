// @vitest-environment node
// Another document (`--spec`) never writes the platform's generated folder (issue 22): with no
// `--out` it goes to tmp/generated/<its name>, and an `--out` inside src/generated is refused.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCli } from '../../../codegen/cli.ts'
import { REPO_ROOT, writeFiles } from './helpers.ts'
import { restThings } from './fixtures/rest-things.ts'

const PLATFORM_OUT = path.join(REPO_ROOT, 'src/generated')

/** every file of the folder with a hash of its content and its modification time */
function snapshot(folder: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
    files.set(path.relative(folder, file), `${hash} ${fs.statSync(file).mtimeMs}`)
  }
  return files
}

async function run(argv: string[]) {
  const lines: string[] = []
  const keep = (...parts: unknown[]) => void lines.push(parts.join(' '))
  vi.spyOn(console, 'log').mockImplementation(keep)
  vi.spyOn(console, 'warn').mockImplementation(keep)
  vi.spyOn(console, 'error').mockImplementation(keep)
  const code = await runCli(argv)
  vi.restoreAllMocks()
  return { code, output: lines.join('\n') }
}

const written: string[] = []
afterEach(() => {
  for (const folder of written.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
  vi.restoreAllMocks()
})

describe('codegen on another document', () => {
  it('writes a folder of its own and leaves src/generated untouched', async () => {
    const name = `foreign-${process.pid}-${Date.now()}`
    const spec = path.join(writeFiles({ [`${name}.json`]: restThings }), `${name}.json`)
    const before = snapshot(PLATFORM_OUT)
    const out = path.join('tmp', 'generated', name)
    written.push(path.join(REPO_ROOT, out))
    const { code, output } = await run(['--spec', spec, '--no-manifest'])
    expect(code, output).toBe(0)
    expect(output).toContain(`→ ${out}`)
    expect(fs.existsSync(path.join(REPO_ROOT, out, 'registry.ts'))).toBe(true)
    expect(fs.existsSync(path.join(REPO_ROOT, out, 'models.ts'))).toBe(true)
    expect(snapshot(PLATFORM_OUT)).toEqual(before)
  }, 120_000)

  it.each(['src/generated', 'src/generated/platform', 'src/generated/other'])(
    'refuses --out %s',
    async (out) => {
      const spec = path.join(writeFiles({ 'things.json': restThings }), 'things.json')
      const before = snapshot(PLATFORM_OUT)
      const { code, output } = await run(['--spec', spec, '--no-manifest', '--out', out])
      expect(code).toBe(1)
      expect(output).toContain("is the platform's generated folder")
      expect(snapshot(PLATFORM_OUT)).toEqual(before)
    },
  )
})
