// The one key rule, held end to end: codegen names a kind's fields, the engine's client converts
// the answers, and every field codegen names is found in the converted rows, for a document in
// each of four cases (tests/fixtures/key-cases). A second rule on either side fails here.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { runPipeline } from '../../../codegen/pipeline.ts'
import { camelizeKeys, toWire } from '../../../src/engine/data/camelize'
import { fieldValue } from '../../../src/engine/pages/route-path'
import { tempDir } from './helpers.ts'

const FIXTURE = 'tests/fixtures/key-cases'

interface Document {
  paths: Record<string, { get?: { responses: Record<string, { content?: unknown }> } }>
}

/** the example rows of each list, as the wire sends them */
function listExamples(): Map<string, Record<string, unknown>[]> {
  const document = parse(fs.readFileSync(`${FIXTURE}/openapi.yaml`, 'utf8')) as Document
  const rows = new Map<string, Record<string, unknown>[]>()
  for (const [path, item] of Object.entries(document.paths)) {
    const content = item.get?.responses['200']?.content as
      { 'application/json': { example?: Record<string, unknown>[] } } | undefined
    const example = content?.['application/json'].example
    if (example !== undefined) rows.set(path, example)
  }
  return rows
}

describe('one key rule for codegen and the engine', async () => {
  const { registry } = await runPipeline({ spec: FIXTURE, strict: false, out: tempDir('out') })
  const examples = listExamples()
  const kinds = Object.values(registry.kinds)

  it('covers a kind per case', () => {
    expect(kinds.map((kind) => kind.name).sort()).toEqual([
      'bucket',
      'container',
      'snapshot',
      'volume',
    ])
  })

  it.each(kinds.map((kind) => [kind.name, kind] as const))(
    "finds every column, property, identity and state of %s in the engine's rows",
    (_, kind) => {
      const wireRows = examples.get(kind.ops.list?.path.replace(/^\/v1/, '') ?? '') ?? []
      expect(wireRows.length).toBeGreaterThan(0)
      const fields = [
        ...kind.columns.map((column) => column.field),
        ...kind.properties.map((property) => property.field),
        kind.identityField,
        kind.labelField,
        ...(kind.states ? [kind.states.field] : []),
      ]
      for (const row of camelizeKeys<unknown[]>(wireRows)) {
        for (const field of fields)
          expect([field, fieldValue(row, field)]).not.toEqual([field, undefined])
      }
    },
  )

  it("sends the engine's rows back in the document's own keys", () => {
    for (const rows of examples.values()) {
      expect(toWire(camelizeKeys(rows), registry.wireKeys)).toEqual(rows)
    }
  })
})
