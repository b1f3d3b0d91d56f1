// The two helpers ajv's compiled checks call (src/generated/validators): a string's length in
// characters, as JSON Schema counts it, and equality of JSON values (uniqueItems, enum, const).
// Ours, so the compiled code imports a plain ES module in the browser and in Node alike.

/** the number of characters, an astral one (an emoji) counting once, as `minLength` reads it */
export function ucs2length(text: string): number {
  let count = 0
  for (const _character of text) count += 1
  return count
}

/** deep equality of two JSON values */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN is not JSON, but ajv's own helper counts it equal to itself
    return a !== a && b !== b
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => equal(item, b[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && equal(left[key], right[key]))
  )
}
