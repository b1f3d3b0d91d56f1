// @vitest-environment node
// `npm run typecheck` passes whatever document is generated into src/generated (issue 8): the
// overrides type against our document's types in src/generated/platform, not against the rest of
// src/generated, and
// bind at run time only where the registry has their kinds. The whole project (overrides, mock,
// tests included) is type-checked with a vendor's document (Hetzner's, from the corpus) and
// with the real platform document without our manifest standing in for src/generated. The
// copies hold tests/unit/architecture/override-keys.test.ts too: its `@ts-expect-error` lines
// prove a misspelled override key still fails tsc with either document in place.
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../../codegen/pipeline.ts'
import { CORPUS } from '../../../scripts/corpus/documents.ts'
import { fetchCorpus } from '../../../scripts/corpus/fetch.ts'
import { typeCheckProjectWith } from '../../../scripts/corpus/type-check.ts'
import { NEXUS, tempDir } from './helpers.ts'

/** a document's generated console, as `npm run codegen -- --spec <doc> --no-manifest` writes it */
async function generated(spec: string): Promise<Map<string, string>> {
  const result = await runPipeline({ spec, strict: false, out: tempDir('out') })
  return result.files
}

describe('the project with another document generated', () => {
  it('type-checks with Hetzner’s document and with nexus.json without a manifest', async () => {
    const hetzner = CORPUS.find((document) => document.name === 'hetzner')
    if (hetzner === undefined) throw new Error('the corpus has no hetzner document')
    const hetznerFile = fetchCorpus([hetzner]).get(hetzner) ?? ''
    const outputs = new Map([
      ['hetzner', await generated(hetznerFile)],
      ['nexus', await generated(NEXUS)],
    ])
    // neither document's keys hold what the overrides bind to: typed by them, tsc would fail
    for (const files of outputs.values()) {
      expect(files.get('keys.ts')).toContain('export interface Keys')
      expect(files.get('keys.ts')).not.toContain("'instance.tab.storage'")
    }
    expect(() => typeCheckProjectWith(tempDir('project'), outputs)).not.toThrow()
  }, 300_000)
})
