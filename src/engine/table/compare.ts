/**
 * How two cell values order in the page: numbers and dates by value, texts as people read them
 * ("disk-2" before "disk-10", case aside), anything else by its text.
 */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

export function compareValues(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime()
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return collator.compare(String(a), String(b))
}
