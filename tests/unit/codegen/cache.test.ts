// @vitest-environment node
// The prebuilt codegen's cache never answers for inputs that changed, and never calls an
// output folder up to date when a file in it was edited.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCli } from '../../../codegen/cli.ts'
import { tempDir, writeFiles } from './helpers.ts'
import { restThings } from './fixtures/rest-things.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** runs the command with caching on and returns its exit code and what it printed */
async function run(argv: string[], cacheDir: string, id = 'build-1') {
  const lines: string[] = []
  const keep = (...parts: unknown[]) => void lines.push(parts.join(' '))
  vi.spyOn(console, 'log').mockImplementation(keep)
  vi.spyOn(console, 'warn').mockImplementation(keep)
  vi.spyOn(console, 'error').mockImplementation(keep)
  const code = await runCli(argv, { id, cacheDir })
  vi.restoreAllMocks()
  return { code, output: lines.join('\n') }
}

function setup() {
  const dir = writeFiles({ 'things.json': restThings })
  const spec = path.join(dir, 'things.json')
  const out = path.join(tempDir('cached-out'), 'generated')
  const cacheDir = tempDir('cache')
  return { spec, out, cacheDir, args: ['--spec', spec, '--no-manifest', '--out', out] }
}

describe('the cached codegen', () => {
  it('answers an unchanged run from the cache with the same files', async () => {
    const { out, cacheDir, args } = setup()
    expect((await run(args, cacheDir)).code).toBe(0)
    const registry = fs.readFileSync(path.join(out, 'registry.ts'), 'utf8')
    const again = await run(args, cacheDir)
    expect(again.output).toMatch(/unchanged.*inputs unchanged/)
    expect(fs.readFileSync(path.join(out, 'registry.ts'), 'utf8')).toBe(registry)
  }, 60_000)

  it('runs again when the document changed', async () => {
    const { spec, out, cacheDir, args } = setup()
    await run(args, cacheDir)
    const changed = structuredClone(restThings)
    changed.info.title = 'Other things'
    fs.writeFileSync(spec, JSON.stringify(changed))
    const second = await run(args, cacheDir)
    expect(second.output).not.toMatch(/inputs unchanged/)
    expect(fs.readFileSync(path.join(out, 'openapi.json'), 'utf8')).toContain('Other things')
  }, 60_000)

  it('restores a hand-edited output file, and --check reports it', async () => {
    const { out, cacheDir, args } = setup()
    await run(args, cacheDir)
    const file = path.join(out, 'registry.ts')
    const original = fs.readFileSync(file, 'utf8')
    fs.appendFileSync(file, '// edited\n')
    const check = await run([...args, '--check'], cacheDir)
    expect(check.code).toBe(1)
    expect(check.output).toContain('registry.ts')
    expect((await run(args, cacheDir)).output).toMatch(/1 rewritten/)
    expect(fs.readFileSync(file, 'utf8')).toBe(original)
  }, 60_000)

  it('misses every entry when codegen itself changed', async () => {
    const { cacheDir, args } = setup()
    await run(args, cacheDir, 'build-1')
    expect((await run(args, cacheDir, 'build-2')).output).not.toMatch(/inputs unchanged/)
  }, 60_000)
})
