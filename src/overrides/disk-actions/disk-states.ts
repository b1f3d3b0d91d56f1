import type { Disk } from '../../generated/models'

export type DiskState = Disk['state']['state']

/** Every disk state (spec §4). */
export const DISK_STATES = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
] as const satisfies readonly DiskState[]

/** The disk states in which the platform accepts each disk action (spec §4). */
export const DISK_ACTION_STATES = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setBootDisk: ['attached'],
} as const satisfies Record<string, readonly DiskState[]>

export type DiskAction = keyof typeof DISK_ACTION_STATES

const ACTION_PHRASE: Record<DiskAction, string> = {
  delete: 'be deleted',
  snapshot: 'be snapshotted',
  attach: 'be attached',
  detach: 'be detached',
  setBootDisk: 'be set as boot disk',
}

export function diskActionAvailability(
  action: DiskAction,
  state: DiskState,
): { enabled: boolean; reason?: string } {
  const allowed: readonly DiskState[] = DISK_ACTION_STATES[action]
  if (allowed.includes(state)) return { enabled: true }
  // the common case deserves the direct instruction
  if (action === 'delete' && state === 'attached') {
    return { enabled: false, reason: 'Disk must be detached before it can be deleted' }
  }
  return { enabled: false, reason: `Only ${allowed.join(', ')} disks can ${ACTION_PHRASE[action]}` }
}

export function isDiskAction(key: string): key is DiskAction {
  return key in DISK_ACTION_STATES
}
