import { type ActionTools, type MenuAction } from '../../engine'
import { can, type KindActionContext } from '../facade'
import type { Disk } from '../../generated/platform/models'
import { replaceBootDisk } from './boot-disk-update'
import {
  assertInstanceAllows,
  attachedInstance,
  type DiskInstance,
  knownInstance,
} from './disk-instance'

/**
 * Make an attached disk its instance's boot disk. The disk table allows it for attached disks;
 * the instance's `updateBootDisk` states gate the change itself, known up front wherever the
 * page knows the instance (see `knownInstance`) and checked again on confirm.
 */
export function setBootDiskAction(context: KindActionContext<'disk'>): MenuAction {
  const disk = context.row
  const known = knownInstance(context)
  const byDisk = can.disk.setAsBootDisk(disk)
  const byInstance = known && can.instance.updateBootDisk(known.row)
  const already = known?.row.bootDiskId === disk.id ? 'Already the boot disk' : undefined
  return {
    key: 'set-boot-disk',
    label: 'Set as boot disk',
    disabledReason: byDisk.reason ?? already ?? byInstance?.reason,
    operation: 'instance_update',
    perform: { type: 'callback', run: (tools) => confirmBootDisk(tools, disk, known) },
  }
}

function confirmBootDisk({ confirm, toast }: ActionTools, disk: Disk, known?: DiskInstance) {
  const of = known ? known.row.name : 'its instance'
  confirm({
    title: 'Set boot disk',
    message: `Boot ${of} from ${disk.name}? It takes effect the next time the instance starts.`,
    confirmLabel: 'Set as boot disk',
    errorTitle: 'Could not set the boot disk',
    onConfirm: async () => {
      const instance = await attachedInstance(disk, known)
      assertInstanceAllows(instance, can.instance.updateBootDisk)
      if (instance.row.bootDiskId === disk.id) {
        throw new Error(`${disk.name} is already the boot disk of ${instance.row.name}`)
      }
      await replaceBootDisk(instance, disk.id)
      toast.success(`${disk.name} is now the boot disk of ${instance.row.name}`)
    },
  })
}
