// @vitest-environment node
// Real public API documents, as published (fetched from the npm registry), each generated with
// no manifest: it must load, keep its resources as kinds, place every operation or say why, and
// its generated code must type-check against the contract. `npm run corpus` prints the figures.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CORPUS, type CorpusDocument } from '../../../scripts/corpus/documents.ts'
import { fetchCorpus } from '../../../scripts/corpus/fetch.ts'
import {
  generateFrom,
  openapiVersion,
  type CorpusResult,
} from '../../../scripts/corpus/generate.ts'
import { typeCheckOutputs } from '../../../scripts/corpus/type-check.ts'

const results = new Map<string, CorpusResult>()
let files: Map<CorpusDocument, string>

beforeAll(() => {
  files = fetchCorpus(CORPUS)
}, 300_000)

describe('the corpus of real documents', () => {
  it('holds a dozen documents of different shapes, 3.0 and 3.1', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(12)
    const versions = [...files.values()].map(openapiVersion)
    expect(versions.some((version) => version.startsWith('3.0'))).toBe(true)
    expect(versions.some((version) => version.startsWith('3.1'))).toBe(true)
  })

  for (const document of CORPUS) {
    it(`${document.name}: ${document.shape}`, async () => {
      const file = files.get(document)
      if (file === undefined) throw new Error(`${document.name} was not fetched`)
      const result = await generateFrom(document, file)
      results.set(document.name, result)
      expect(result.kinds).toBeGreaterThanOrEqual(document.minKinds)
      expect(result.listPages).toBeGreaterThanOrEqual(document.minListPages ?? 1)
      // every operation lands on a page, an action or the other-operations page, or says why
      for (const why of result.unplaced.values()) expect(why).not.toBe('')
      expect(result.placed / (result.placed + result.unplaced.size)).toBeGreaterThan(0.95)
    }, 120_000)
  }

  it('every generated console type-checks against the contract', () => {
    expect([...results.keys()]).toEqual(CORPUS.map((document) => document.name))
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-tsc-'))
    const outputs = new Map([...results].map(([name, result]) => [name, result.files]))
    expect(() => typeCheckOutputs(root, outputs)).not.toThrow()
  }, 300_000)
})
