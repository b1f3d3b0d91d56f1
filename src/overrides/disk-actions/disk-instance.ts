import {
  type ActionContext,
  callOperation,
  capabilityAvailability,
  kindByName,
  requireOperation,
  unwrap,
} from '../../engine'
import type { KindDef } from '../../contract'
import type { Disk, Instance } from '../../platform/models'

/** An instance a disk row concerns, with its kind (whose table gates what it allows). */
export interface DiskInstance {
  kind: KindDef
  row: Instance
}

/** The instance whose Storage tab lists the disk, if that is where the row is. */
export function parentInstance(context: ActionContext<Disk>): DiskInstance | undefined {
  const parent = context.parent
  return parent?.kind.name === 'instance'
    ? { kind: parent.kind, row: parent.row as Instance }
    : undefined
}

/** The id of the instance a disk is attached to (or attaching to, detaching from). */
function attachedInstanceId(disk: Disk): string | undefined {
  return 'instance' in disk.state ? disk.state.instance : undefined
}

/**
 * The instance as it is now, read when the operator confirms: a disk row on the project's list
 * knows only its instance's id, and the instance's state may have moved since the list loaded.
 */
export async function currentInstance(id: string): Promise<DiskInstance> {
  const row = unwrap(
    await callOperation<Instance>(requireOperation('instance_view'), { path: { instance: id } }),
  )
  return { kind: kindByName('instance'), row }
}

/**
 * The instance a disk is attached to, read afresh (see `currentInstance`): the one whose tab
 * lists the disk, or else the one the disk's state names. Throws when the disk has none.
 */
export async function attachedInstance(disk: Disk, parent?: DiskInstance): Promise<DiskInstance> {
  const id = parent?.row.id ?? attachedInstanceId(disk)
  if (!id) throw new Error(`${disk.name} is not attached to an instance`)
  return currentInstance(id)
}

/** Throws the registry's reason when the instance's state forbids the capability. */
export function assertInstanceAllows(instance: DiskInstance, capability: string): void {
  const availability = capabilityAvailability(instance.kind, capability, instance.row)
  if (!availability.enabled) throw new Error(`${instance.row.name}: ${availability.reason ?? ''}`)
}
