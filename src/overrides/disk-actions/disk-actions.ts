import { defineActionProcessor } from '../../engine/overrides/types'
import type { Disk } from '../../generated/models'
import { diskActionAvailability, isDiskAction } from './disk-states'

/** Disk menus (spec §4): every action the disk table knows is gated by it. */
export const diskActions = defineActionProcessor<Disk>((defaults, { row }) =>
  defaults.map((action) => {
    if (!isDiskAction(action.key)) return action
    const availability = diskActionAvailability(action.key, row.state.state)
    return { ...action, disabledReason: availability.enabled ? undefined : availability.reason }
  }),
)
