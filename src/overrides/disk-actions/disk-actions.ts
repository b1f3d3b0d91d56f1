import { defineActionProcessor } from '../../engine'
import type { Disk } from '../../generated/models'
import { detachDiskAction, parentInstance } from '../instance-storage/detach-disk'

/**
 * Disk menus: the generic actions, gated by the registry's disk table. On an instance's
 * Storage tab a disk can also be detached from that instance.
 */
export const diskActions = defineActionProcessor<Disk>((defaults, context) => {
  const instance = parentInstance(context)
  return instance ? [detachDiskAction(context, instance), ...defaults] : defaults
})
