// The layout of every emitted file, decided here instead of by running Prettier over the output
// (which took longer than all other steps together): JSON with two-space indentation and sorted
// keys, TypeScript as a header plus JSON-shaped values. The output is byte-identical across runs,
// so src/generated is in .prettierignore: nobody formats it, and nothing else writes it.

import { sortKeysDeep } from '../util/json.ts'

/** `value` as indented JSON; object keys sorted unless `keepOrder` (form `ui:order` matters) */
export function formatJson(value: unknown, options: { keepOrder?: boolean } = {}): string {
  return JSON.stringify(options.keepOrder ? value : sortKeysDeep(value), null, 2) + '\n'
}
