import type { OverrideRegistry } from '../slots/types'

/** A console with only generic pieces: what a foreign document gets. */
export const noOverrides: OverrideRegistry = {
  pages: {},
  cells: {},
  fields: {},
  actions: {},
  checks: {},
}
