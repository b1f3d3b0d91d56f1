/**
 * The README's list of operations the mock answers with 501, written from the handlers so the
 * two cannot drift: `npx tsx mock/unimplemented-list.ts` prints it, a unit test compares it.
 */
import { generatedInputs } from './generated.ts'
import { unimplementedOperations } from './handlers.ts'

export const listStart = '<!-- 501 list: npx tsx mock/unimplemented-list.ts -->'
export const listEnd = '<!-- end of 501 list -->'

export function unimplementedMarkdown(): string {
  const lines = unimplementedOperations(generatedInputs)
    .sort()
    .map((id) => `- \`${id}\``)
  // blank lines around the items, as prettier lays markdown out (one, when there are none)
  const items = lines.length > 0 ? ['', ...lines, ''] : ['']
  return [listStart, ...items, listEnd].join('\n')
}

/** the list as the README holds it */
export function readmeList(readme: string): string | undefined {
  const start = readme.indexOf(listStart)
  const end = readme.indexOf(listEnd)
  return start < 0 || end < 0 ? undefined : readme.slice(start, end + listEnd.length)
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(unimplementedMarkdown())
