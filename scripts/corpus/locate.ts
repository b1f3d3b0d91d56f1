// `tsx scripts/corpus/locate.ts <name>`: fetches one corpus document (see documents.ts) and
// prints where it is, for scripts that build a console from it.
import { CORPUS } from './documents.ts'
import { fetchCorpus } from './fetch.ts'

const name = process.argv[2]
const document = CORPUS.find((entry) => entry.name === name)
if (document === undefined) {
  console.error(
    `corpus: no document named ${String(name)}; known: ${CORPUS.map((d) => d.name).join(', ')}`,
  )
  process.exit(2)
}
console.log(fetchCorpus([document]).get(document))
