import { type ActionTools, type MenuAction } from '../../engine'
import { can, type KindActionContext } from '../facade'
import type { Disk } from '../../generated/platform/models'
import { replaceBootDisk } from './boot-disk-update'
import { assertInstanceAllows, currentInstance, type DiskInstance } from './disk-instance'

/**
 * On an instance's Storage tab, its boot disk can stop being one (the instance then has none
 * until another is set), in the states the instance's `updateBootDisk` allows.
 */
export function unsetBootDiskAction(
  context: KindActionContext<'disk'>,
  parent: DiskInstance,
): MenuAction {
  const disk = context.row
  const availability = can.instance.updateBootDisk(parent.row)
  return {
    key: 'unset-boot-disk',
    label: 'Unset as boot disk',
    operation: 'instance_update',
    disabledReason: availability.reason,
    perform: { type: 'callback', run: (tools) => confirmUnset(tools, disk, parent) },
  }
}

function confirmUnset({ confirm, toast }: ActionTools, disk: Disk, parent: DiskInstance) {
  confirm({
    title: 'Unset boot disk',
    message: `Stop booting ${parent.row.name} from ${disk.name}? The disk stays attached.`,
    confirmLabel: 'Unset as boot disk',
    errorTitle: 'Could not unset the boot disk',
    onConfirm: async () => {
      const instance = await currentInstance(parent.row.id)
      assertInstanceAllows(instance, can.instance.updateBootDisk)
      await replaceBootDisk(instance, null)
      toast.success(`${parent.row.name} has no boot disk now`)
    },
  })
}
