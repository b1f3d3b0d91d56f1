import {
  type ActionContext,
  type ActionTools,
  callOperation,
  capabilityAvailability,
  invalidateKind,
  type MenuAction,
  requireOperation,
  unwrap,
} from '../../engine'
import type { Disk } from '../../platform/models'
import {
  assertInstanceAllows,
  attachedInstance,
  type DiskInstance,
  parentInstance,
} from './disk-instance'

/**
 * Detach a disk from its instance. Both sides gate it (spec §4): the disk must be attached,
 * and the instance in a state that lets disks go. On an instance's Storage tab the instance is
 * at hand; on the project's list it is read when the operator confirms.
 */
export function detachDiskAction(context: ActionContext<Disk>): MenuAction {
  const disk = context.row
  const parent = parentInstance(context)
  const byDisk = capabilityAvailability(context.kind, 'detach', disk)
  const byInstance = parent && capabilityAvailability(parent.kind, 'detachDisk', parent.row)
  return {
    key: 'detach',
    label: 'Detach',
    disabledReason: byDisk.reason ?? byInstance?.reason,
    perform: { type: 'callback', run: (tools) => confirmDetach(tools, disk, parent) },
  }
}

function confirmDetach({ confirm, toast }: ActionTools, disk: Disk, parent?: DiskInstance) {
  const from = parent ? ` from ${parent.row.name}` : ' from its instance'
  confirm({
    title: 'Detach disk',
    message: `Are you sure you want to detach ${disk.name}${from}?`,
    confirmLabel: 'Detach',
    errorTitle: 'Could not detach disk',
    onConfirm: async () => {
      const instance = parent ?? (await attachedInstance(disk))
      assertInstanceAllows(instance, 'detachDisk')
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
