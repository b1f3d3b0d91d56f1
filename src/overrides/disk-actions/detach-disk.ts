import {
  type ActionTools,
  callOperation,
  invalidateKind,
  type MenuAction,
  unwrap,
} from '../../engine'
import { can, type KindActionContext, requireOperation } from '../facade'
import type { Disk } from '../../generated/platform/models'
import {
  assertInstanceAllows,
  attachedInstance,
  type DiskInstance,
  knownInstance,
} from './disk-instance'

/** The platform refuses to detach an instance's boot disk; unsetting it comes first. */
export const BOOT_DISK_DETACH_REASON = 'Boot disk must be unset before it can be detached'

/**
 * Detach a disk from its instance. Both sides gate it (spec §4): the disk must be attached,
 * and the instance in a state that lets disks go; the platform also keeps the instance's boot
 * disk. The instance comes from the page (its Storage tab, or the list's Instance column) and
 * is read afresh when the operator confirms, as its state may have moved since.
 */
export function detachDiskAction(context: KindActionContext<'disk'>): MenuAction {
  const disk = context.row
  const known = knownInstance(context)
  const byDisk = can.disk.detach(disk)
  const boot = known?.row.bootDiskId === disk.id ? BOOT_DISK_DETACH_REASON : undefined
  const byInstance = known && can.instance.detachDisk(known.row)
  return {
    key: 'detach',
    label: 'Detach',
    operation: 'instance_disk_detach',
    disabledReason: byDisk.reason ?? boot ?? byInstance?.reason,
    perform: { type: 'callback', run: (tools) => confirmDetach(tools, disk, known) },
  }
}

function confirmDetach({ confirm, toast }: ActionTools, disk: Disk, known?: DiskInstance) {
  const from = known ? ` from ${known.row.name}` : ' from its instance'
  confirm({
    title: 'Detach disk',
    message: `Are you sure you want to detach ${disk.name}${from}?`,
    confirmLabel: 'Detach',
    errorTitle: 'Could not detach disk',
    onConfirm: async () => {
      const instance = await attachedInstance(disk, known)
      assertInstanceAllows(instance, can.instance.detachDisk)
      // by id: an id names the instance and the disk without their project
      unwrap(
        await callOperation(requireOperation('instance_disk_detach'), {
          path: { instance: instance.row.id },
          body: { disk: disk.id },
        }),
      )
      await invalidateKind('disk')
      toast.success(`Disk ${disk.name} detached from ${instance.row.name}`)
    },
  })
}
