import { createElement } from 'react'
import {
  type ActionTools,
  callOperation,
  invalidateKind,
  type MenuAction,
  unwrap,
} from '../../engine'
import { can, type KindActionContext, requireOperation } from '../facade'
import type { Disk } from '../../generated/platform/models'
import { type ChosenInstance, InstanceChoice } from './instance-choice'

/**
 * Attach a disk to an instance of its project, chosen in the confirm. Allowed in the disk's
 * `attach` states; the picker offers only instances whose state lets a disk in.
 */
export function attachDiskAction(context: KindActionContext<'disk'>): MenuAction {
  const disk = context.row
  const availability = can.disk.attach(disk)
  return {
    key: 'attach',
    label: 'Attach',
    operation: 'instance_disk_attach',
    disabledReason: availability.reason,
    perform: { type: 'callback', run: (tools) => confirmAttach(tools, disk) },
  }
}

function confirmAttach({ confirm, toast }: ActionTools, disk: Disk) {
  let instance: ChosenInstance | undefined
  confirm({
    title: 'Attach disk',
    message: createElement(
      'div',
      { className: 'stack' },
      createElement('p', null, `Attach ${disk.name} to an instance of this project.`),
      createElement(InstanceChoice, {
        project: disk.projectId,
        onChange: (chosen?: ChosenInstance) => (instance = chosen),
      }),
    ),
    confirmLabel: 'Attach',
    errorTitle: 'Could not attach disk',
    onConfirm: async () => {
      if (!instance) throw new Error('Choose the instance to attach the disk to')
      unwrap(
        await callOperation(requireOperation('instance_disk_attach'), {
          path: { instance: instance.id },
          body: { disk: disk.id },
        }),
      )
      await invalidateKind('disk')
      toast.success(`Disk ${disk.name} attached to ${instance.name}`)
    },
  })
}
