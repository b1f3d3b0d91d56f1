import type { OverrideRegistry } from '../engine/overrides/types'
import { diskActions } from './disk-actions'
import { instanceActions, RunStateCell } from './instance-actions'

/**
 * Every bespoke piece, keyed by what it replaces (see src/engine/overrides/types.ts). The
 * engine asks here first and falls back to its generic piece.
 */
export const overrides: OverrideRegistry = {
  pages: {},
  tabs: {},
  cells: {
    'instance.runState': RunStateCell,
  },
  fields: {},
  actions: {
    instance: instanceActions,
    disk: diskActions,
  },
}
