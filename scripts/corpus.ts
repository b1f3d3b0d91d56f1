// `npm run corpus [-- name…]`: generates a console from each real document of the corpus (or
// the ones named), type-checks them all, and prints one row per document.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CORPUS } from './corpus/documents.ts'
import { fetchCorpus } from './corpus/fetch.ts'
import { generateFrom, type CorpusResult } from './corpus/generate.ts'
import { typeCheckOutputs } from './corpus/type-check.ts'

const wanted = process.argv.slice(2)
const documents = wanted.length === 0 ? CORPUS : CORPUS.filter((doc) => wanted.includes(doc.name))
const files = fetchCorpus(documents)
const results: CorpusResult[] = []
for (const [document, file] of files) {
  const result = await generateFrom(document, file)
  results.push(result)
  const { kinds, listPages, placed, unplaced, warnings, ms } = result
  console.log(
    [
      document.name.padEnd(14),
      `openapi ${result.openapi}`.padEnd(14),
      `${kinds} kinds`.padEnd(10),
      `${listPages} list pages`.padEnd(15),
      `${placed} ops placed, ${unplaced.size} not`.padEnd(24),
      `${warnings.length} warnings`.padEnd(12),
      `${ms} ms`,
    ].join(' '),
  )
}
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-tsc-'))
const started = performance.now()
typeCheckOutputs(root, new Map(results.map((result) => [result.document.name, result.files])))
console.log(
  `corpus: ${results.length} generated consoles type-check (${Math.round(performance.now() - started)} ms)`,
)
