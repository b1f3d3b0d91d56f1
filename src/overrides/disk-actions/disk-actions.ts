import { type MenuAction } from '../../engine'
import { attachDiskAction } from './attach-disk'
import { setBootDiskAction } from './boot-disk'
import { detachDiskAction } from './detach-disk'
import { parentInstance } from './disk-instance'
import { snapshotDiskAction } from './snapshot-disk'
import { unsetBootDiskAction } from './unset-boot-disk'
import { defineActions, type KindActionContext } from '../facade'

/** the boot disk's own entry, on its instance's Storage tab */
function unsetBootDisk(context: KindActionContext<'disk'>): MenuAction[] {
  const parent = parentInstance(context)
  return parent?.row.bootDiskId === context.row.id ? [unsetBootDiskAction(context, parent)] : []
}

/**
 * Disk menus, spec §4's disk actions in its order: snapshot, attach, detach and set as boot
 * disk (each gated by the disk's capability in the registry) before the generic Delete. On an
 * instance's Storage tab, that instance's own state gates detaching and the boot disk too, and
 * its boot disk can be unset.
 */
export const diskActions = defineActions<'disk'>((defaults, context) => {
  const remove = defaults.filter((action) => action.key === 'delete')
  const rest = defaults.filter((action) => action.key !== 'delete')
  return [
    ...rest,
    snapshotDiskAction(context),
    attachDiskAction(context),
    detachDiskAction(context),
    setBootDiskAction(context),
    ...unsetBootDisk(context),
    ...remove,
  ]
})
