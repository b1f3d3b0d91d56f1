// @vitest-environment node
// The upgrade report: two versions of one document through the same pipeline, and what a
// person must review: kinds, operations, fields and states added, removed or retyped, and the
// overrides bound to what changed.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compareRegistries } from '../../../codegen/diff/compare.ts'
import { overridesTouched } from '../../../codegen/diff/overrides-touched.ts'
import { formatDiff } from '../../../codegen/diff/report.ts'
import { runPipeline } from '../../../codegen/pipeline.ts'
import { restThings } from './fixtures/rest-things.ts'
import { tempDir, writeFiles } from './helpers.ts'

/** version 3 of the things API: the start action gone, a field retyped and one added, a state more */
function nextVersion() {
  const next = structuredClone(restThings) as unknown as {
    paths: Record<string, Record<string, unknown> | undefined>
    components: { schemas: { Thing: { properties: Record<string, unknown> } } }
  }
  delete next.paths['/v2/things/{id}/start']
  const thing = next.components.schemas.Thing.properties
  thing.created_at = { type: 'integer' }
  thing.owner = { type: 'string' }
  thing.status = { type: 'string', enum: ['pending', 'running', 'stopped', 'failed'] }
  // a new top-level collection: the parts list, moved out from under a thing
  next.paths['/v2/widgets'] = { get: next.paths['/v2/things/{id}/parts']?.get }
  return next
}

async function registryOf(document: unknown) {
  const spec = writeFiles({ 'openapi.json': document })
  return (await runPipeline({ spec, strict: false, out: tempDir('out') })).registry
}

describe('the upgrade report', () => {
  it('lists kinds, operations, fields and states added, removed or retyped', async () => {
    const before = await registryOf(restThings)
    const after = await registryOf(nextVersion())
    const diff = compareRegistries(before, after)
    expect(diff.kinds).toEqual({ added: ['widget'], removed: [] })
    const thing = diff.changed.find((changes) => changes.kind === 'thing')
    expect(thing?.operations.removed).toEqual([expect.stringMatching(/start/)])
    expect(thing?.fields.added).toContain('owner')
    expect(thing?.fields.retyped).toEqual([{ name: 'createdAt', from: 'date', to: 'number' }])
    expect(thing?.states).toEqual({ added: ['failed'], removed: [] })
  }, 60_000)

  it('names the overrides bound to what changed, and prints nothing for what did not', async () => {
    const before = await registryOf(restThings)
    const after = await registryOf(nextVersion())
    const diff = compareRegistries(before, after)
    const overrides = tempDir('overrides')
    fs.writeFileSync(
      path.join(overrides, 'index.ts'),
      "export const cells = { 'thing.createdAt': null, 'other.field': null }\n",
    )
    const touched = overridesTouched(after, diff.changed, overrides)
    expect([...touched.keys()]).toEqual(['thing.createdAt'])
    const report = formatDiff(diff, touched)
    expect(report).toContain('kinds added: widget')
    expect(report).toContain('fields retyped: createdAt (date → number)')
    expect(report).toContain('states added: failed')
    expect(report).toMatch(/overrides to review:\n {2}thing\.createdAt: /)
    expect(formatDiff(compareRegistries(before, before), new Map())).toBe('no differences')
  }, 60_000)
})
