// @vitest-environment node
// The whole pipeline on nexus.json into a temp folder, with and without our manifest; the
// generated TypeScript must type-check against the engine's contract.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { staleFiles } from '../../../codegen/check-stale.ts'
import { parseArgs } from '../../../codegen/cli.ts'
import { FILE_LIST, fileListText, writeOutput } from '../../../codegen/emit/write.ts'
import { runPipeline } from '../../../codegen/pipeline.ts'
import { NEXUS, REPO_ROOT, tempDir, writeFiles } from './helpers.ts'
import { restThings } from './fixtures/rest-things.ts'
import { typeCheckOutputs } from '../../../scripts/corpus/type-check.ts'

const MANIFEST = path.join(REPO_ROOT, 'openapi/manifest')

/** the output must type-check against the contract it imports (and nothing else) */
function typeCheck(files: Map<string, string>): void {
  typeCheckOutputs(tempDir('tsc'), new Map([['console', files]]))
}

describe('the generated output', () => {
  it('for nexus.json without a manifest is deterministic and type-checks', async () => {
    const options = { spec: NEXUS, strict: false, out: tempDir('out') }
    const first = await runPipeline(options)
    const second = await runPipeline(options)
    expect([...first.files.keys()]).toEqual([...second.files.keys()])
    for (const [name, content] of first.files)
      expect({ name, content: second.files.get(name) }).toEqual({ name, content })
    expect(first.files.has('forms/instance-create.json')).toBe(true)
    expect(first.files.get('registry.ts')).toContain('export const registry: Registry = {')
    typeCheck(first.files)
  }, 120_000)

  it('for nexus.json with our manifest type-checks; lacking entries are warnings', async () => {
    const result = await runPipeline({
      spec: NEXUS,
      manifest: MANIFEST,
      strict: false,
      out: tempDir('out'),
    })
    expect(result.registry.routes.length).toBeGreaterThan(20)
    expect(result.registry.kinds.instance?.states?.field).toBe('runState')
    // the real document predates the roles and target-release view endpoints our spec names
    const lacking = result.warnings.map((warning) => warning.split(': ')[1])
    expect(lacking).toEqual([
      'kinds.targetRelease.ops.view',
      'kinds.targetRelease.properties[0]',
      'kinds.targetRelease.properties[1]',
      'kinds.role.ops.list',
      'kinds.role.ops.view',
      'kinds.role',
    ])
    typeCheck(result.files)
  }, 120_000)

  it('for a REST document of another shape yields kinds, routes and forms', async () => {
    const dir = writeFiles({ 'things.json': restThings })
    const result = await runPipeline({
      spec: path.join(dir, 'things.json'),
      strict: false,
      out: tempDir('out'),
    })
    expect(Object.keys(result.registry.kinds)).toEqual(['thing', 'thingPart'])
    expect(result.registry.routes.map((route) => route.path)).toContain('/things/:id')
    const form = JSON.parse(result.files.get('forms/thing-create.json') ?? '{}')
    expect(form.schema.properties.shape.$ref).toBe('#/definitions/Shape')
    expect(form.schema.definitions.Shape.discriminator).toEqual({ propertyName: 'kind' })
  }, 60_000)

  it('--check lists stale files, and files it wrote that it would now remove', async () => {
    const dir = writeFiles({ 'things.json': restThings })
    const out = tempDir('stale')
    const options = { spec: path.join(dir, 'things.json'), strict: false, out }
    const { files } = await runPipeline(options)
    // an earlier run generated one more file
    const earlier = new Map([...files, ['old/leftover.json', '{}']])
    earlier.set(FILE_LIST, fileListText(earlier.keys()))
    writeOutput(out, earlier)
    expect(staleFiles(out, earlier)).toEqual([])
    fs.appendFileSync(path.join(out, 'registry.ts'), '// edited\n')
    fs.writeFileSync(path.join(out, 'notes.md'), 'not generated, not our business')
    expect(staleFiles(out, files)).toEqual([
      '.generated-files.json',
      'old/leftover.json (no longer generated)',
      'registry.ts',
    ])
  }, 60_000)
})

describe('cli arguments', () => {
  it('is strict only on the default document', () => {
    expect(parseArgs([])).toMatchObject({
      spec: 'openapi/platform',
      manifest: 'openapi/manifest',
      out: 'src/generated',
      typesOut: 'src/generated/platform',
      strict: true,
    })
    expect(parseArgs(['--spec', 'x.json', '--no-manifest'])).toMatchObject({
      spec: 'x.json',
      manifest: undefined,
      strict: false,
      out: 'tmp/generated/x',
      typesOut: 'tmp/generated/x',
    })
    // our document's types stay apart only in the committed console
    expect(parseArgs(['--out', 'tmp/x']).typesOut).toBe('tmp/x')
    expect(parseArgs(['--out', 'tmp/x', '--types-out', 'tmp/t']).typesOut).toBe('tmp/t')
    expect(parseArgs(['--bundle-only', 'b.yaml']).bundleOnly).toBe('b.yaml')
    expect(() => parseArgs(['--spec'])).toThrow('--spec needs a value')
    expect(() => parseArgs(['--frobnicate'])).toThrow('unknown option --frobnicate')
  })
})
