import {
  type ActionTools,
  callOperation,
  generateName,
  invalidateKind,
  type MenuAction,
  unwrap,
} from '../../engine'
import { can, type KindActionContext, requireOperation } from '../facade'
import type { Disk } from '../../generated/platform/models'

/**
 * Snapshot a disk in one step: the snapshot takes a generated name (spec §5: the disk's name,
 * then a random suffix), so there is nothing to ask. Allowed in the disk's `snapshot` states.
 */
export function snapshotDiskAction(context: KindActionContext<'disk'>): MenuAction {
  const disk = context.row
  const project = disk.projectId
  const availability = can.disk.snapshot(disk)
  return {
    key: 'snapshot',
    label: 'Snapshot',
    operation: 'snapshot_create',
    disabledReason: availability.reason,
    perform: { type: 'callback', run: (tools) => void snapshot(tools, disk, project) },
  }
}

async function snapshot({ toast }: ActionTools, disk: Disk, project: string) {
  const name = generateName(`${disk.name}-snapshot`)
  try {
    unwrap(
      await callOperation(requireOperation('snapshot_create'), {
        query: { project },
        // by name: the platform takes a disk id only without the project
        body: { name, description: `Snapshot of ${disk.name}`, disk: disk.name },
      }),
    )
  } catch (e) {
    toast.error('Could not snapshot disk', e instanceof Error ? e.message : String(e))
    return
  }
  await invalidateKind('snapshot')
  toast.success(`Creating snapshot ${name} of ${disk.name}`)
}
