import {
  type ActionContext,
  type ActionTools,
  callOperation,
  capabilityAvailability,
  invalidateKind,
  type MenuAction,
  requireOperation,
} from '../../engine'
import type { KindDef } from '../../contract'
import type { Disk, Instance } from '../../generated/models'

/** The instance whose Storage tab lists the disk, if that is where the row is. */
export function parentInstance(context: ActionContext<Disk>): ParentInstance | undefined {
  const parent = context.parent
  return parent?.kind.name === 'instance'
    ? { kind: parent.kind, row: parent.row as Instance }
    : undefined
}

interface ParentInstance {
  kind: KindDef
  row: Instance
}

/**
 * Detach, on a disk row of an instance's Storage tab. Both sides gate it (spec §4): the disk
 * must be attached, and the instance in a state that lets disks go.
 */
export function detachDiskAction(context: ActionContext<Disk>, parent: ParentInstance): MenuAction {
  const disk = context.row
  const instance = parent.row
  const byDisk = capabilityAvailability(context.kind, 'detach', disk)
  const byInstance = capabilityAvailability(parent.kind, 'detachDisk', instance)
  return {
    key: 'detach',
    label: 'Detach',
    disabledReason: byDisk.reason ?? byInstance.reason,
    perform: { type: 'callback', run: (tools) => confirmDetach(tools, disk, instance) },
  }
}

function confirmDetach({ confirm, toast }: ActionTools, disk: Disk, instance: Instance) {
  confirm({
    title: 'Detach disk',
    message: `Are you sure you want to detach ${disk.name} from ${instance.name}?`,
    confirmLabel: 'Detach',
    errorTitle: 'Could not detach disk',
    onConfirm: async () => {
      // by id: an id names the instance and the disk without their project
      const result = await callOperation(requireOperation('instance_disk_detach'), {
        path: { instance: instance.id },
        body: { disk: disk.id },
      })
      if (result.type !== 'success') throw new Error(result.error.message)
      await invalidateKind('disk')
      toast.success(`Disk ${disk.name} detached`)
    },
  })
}
