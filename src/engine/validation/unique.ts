import { messages } from './messages'

/** spec §5: list items must be unique (deep equality: two identical targets are duplicates). */
export function validateUnique(items: readonly unknown[]): string | undefined {
  const seen = new Set(items.map((item) => JSON.stringify(item)))
  return seen.size === items.length ? undefined : messages.unique
}
