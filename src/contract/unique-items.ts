// Spec §5, "Lists must be unique": one declaration, read by the console's forms (their field
// message) and by the mock (its 400), so a list the form refuses is a list the platform refuses.

export const UNIQUE_ITEMS_MESSAGE = 'Items must be unique'

/** whether two items of the list are the same (deep equality: two identical targets repeat) */
export function hasRepeatedItems(items: readonly unknown[]): boolean {
  return new Set(items.map((item) => JSON.stringify(item))).size !== items.length
}

/**
 * The first list inside a request body holding an item twice, as a path in the platform's
 * words (`rules.0.filters.ports`); undefined when every list is unique. `""` is the body itself.
 */
export function repeatedItemsPath(value: unknown, path = ''): string | undefined {
  if (Array.isArray(value)) {
    if (hasRepeatedItems(value)) return path
    for (const [index, item] of value.entries()) {
      const found = repeatedItemsPath(item, path === '' ? `${index}` : `${path}.${index}`)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, field] of Object.entries(value)) {
    const found = repeatedItemsPath(field, path === '' ? key : `${path}.${key}`)
    if (found !== undefined) return found
  }
  return undefined
}
