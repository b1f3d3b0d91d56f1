import { callOperation, type Rule, unwrap } from '../../engine'
import { type KindActionContext, kindByName, parentOf, requireOperation } from '../facade'
import type { KindDef } from '../../contract'
import type { Disk, Instance } from '../../generated/platform/models'

/** An instance a disk row concerns, with its kind (whose table gates what it allows). */
export interface DiskInstance {
  kind: KindDef
  row: Instance
}

/** The instance whose Storage tab lists the disk, if that is where the row is. */
export function parentInstance(context: KindActionContext<'disk'>): DiskInstance | undefined {
  return parentOf(context.parent, 'instance')
}

/**
 * The instance a disk row concerns, as the page knows it: the one whose Storage tab lists the
 * disk, or the one the project's disk list names in its Instance column (read with the list's
 * other instances, not one request per row). Undefined until that list is read.
 */
export function knownInstance(context: KindActionContext<'disk'>): DiskInstance | undefined {
  const parent = parentInstance(context)
  if (parent) return parent
  const row = context.referenced?.['state.instance']
  return row && { kind: kindByName('instance'), row }
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
 * The instance a disk is attached to, read afresh (see `currentInstance`): the one the page
 * knows, or else the one the disk's state names. Throws when the disk has none.
 */
export async function attachedInstance(disk: Disk, known?: DiskInstance): Promise<DiskInstance> {
  const id = known?.row.id ?? attachedInstanceId(disk)
  if (!id) throw new Error(`${disk.name} is not attached to an instance`)
  return currentInstance(id)
}

/** Throws the registry's reason when the instance's state forbids the capability. */
export function assertInstanceAllows(instance: DiskInstance, rule: Rule): void {
  const availability = rule(instance.row)
  if (!availability.enabled) throw new Error(`${instance.row.name}: ${availability.reason ?? ''}`)
}
