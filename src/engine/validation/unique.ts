import { hasRepeatedItems, UNIQUE_ITEMS_MESSAGE } from '../../contract'

/** spec §5: list items must be unique (the contract's rule, which the mock's 400 applies too). */
export function validateUnique(items: readonly unknown[]): string | undefined {
  return hasRepeatedItems(items) ? UNIQUE_ITEMS_MESSAGE : undefined
}
