import { defineActionProcessor } from '../../engine'
import type { Disk } from '../../generated/models'
import { detachDiskAction, parentInstance } from '../instance-storage/detach-disk'
import { diskActionAvailability, isDiskAction } from './disk-states'

/**
 * Disk menus (spec §4): every action the disk table knows is gated by it. On an instance's
 * Storage tab a disk can also be detached from that instance.
 */
export const diskActions = defineActionProcessor<Disk>((defaults, context) => {
  const gated = defaults.map((action) => {
    if (!isDiskAction(action.key)) return action
    const availability = diskActionAvailability(action.key, context.row.state.state)
    return { ...action, disabledReason: availability.enabled ? undefined : availability.reason }
  })
  const instance = parentInstance(context)
  return instance ? [detachDiskAction(context.row, instance), ...gated] : gated
})
