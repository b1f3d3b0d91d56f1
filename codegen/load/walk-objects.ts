// Walks every object of a document with its place, for the structural checks and repairs that
// read the whole document. Example values are data, not schema: a `$ref` or `discriminator`
// key inside one is just a key, so they are not entered.
import { isObject, type JsonObject } from '../util/json.ts'

const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const'])

/** calls `visit` on every object, with the path to it (one shared stack: documents are large) */
export function walkObjects(
  document: JsonObject,
  visit: (value: JsonObject, at: readonly (string | number)[]) => void,
): void {
  const at: (string | number)[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        at.push(index)
        walk(item)
        at.pop()
      })
      return
    }
    if (!isObject(value)) return
    visit(value, at)
    for (const key of Object.keys(value)) {
      if (DATA_KEYS.has(key)) continue
      at.push(key)
      walk(value[key])
      at.pop()
    }
  }
  walk(document)
}
