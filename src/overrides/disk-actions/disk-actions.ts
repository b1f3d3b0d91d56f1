import { defineActionProcessor } from '../../engine'
import type { Disk } from '../../generated/models'
import { attachDiskAction } from './attach-disk'
import { setBootDiskAction } from './boot-disk'
import { detachDiskAction } from './detach-disk'
import { snapshotDiskAction } from './snapshot-disk'

/**
 * Disk menus, spec §4's disk actions in its order: snapshot, attach, detach and set as boot
 * disk (each gated by the disk's capability in the registry) before the generic Delete. On an
 * instance's Storage tab, that instance's own state gates detaching and the boot disk too.
 */
export const diskActions = defineActionProcessor<Disk>((defaults, context) => {
  const remove = defaults.filter((action) => action.key === 'delete')
  const rest = defaults.filter((action) => action.key !== 'delete')
  return [
    ...rest,
    snapshotDiskAction(context),
    attachDiskAction(context),
    detachDiskAction(context),
    setBootDiskAction(context),
    ...remove,
  ]
})
