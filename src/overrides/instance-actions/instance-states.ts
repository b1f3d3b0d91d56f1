import type { Instance } from '../../generated/models'

export type RunState = Instance['runState']

/** Every run state (spec §4), in lifecycle order. */
export const RUN_STATES = [
  'creating',
  'starting',
  'running',
  'rebooting',
  'stopping',
  'stopped',
  'repairing',
  'migrating',
  'failed',
  'destroyed',
] as const satisfies readonly RunState[]

/**
 * The run states in which the platform accepts each instance action (spec §4). The mock and
 * the pages read this one table; each row mirrors a check the server makes.
 */
export const INSTANCE_ACTION_STATES = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNetworkInterface: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
} as const satisfies Record<string, readonly RunState[]>

export type InstanceAction = keyof typeof INSTANCE_ACTION_STATES

/** How each action reads after "Only stopped instances can …". */
const ACTION_PHRASE: Record<InstanceAction, string> = {
  start: 'be started',
  delete: 'be deleted',
  resize: 'be resized',
  updateBootDisk: 'have their boot disk changed',
  reboot: 'be rebooted',
  stop: 'be stopped',
  detachDisk: 'have disks detached',
  attachDisk: 'have disks attached',
  updateNetworkInterface: 'have network interfaces changed',
  serialConsole: 'connect to the serial console',
  addToAffinityGroup: 'be added to an affinity group',
}

export interface InstanceAvailability {
  enabled: boolean
  reason?: string
}

export function instanceActionAvailability(
  action: InstanceAction,
  runState: RunState,
): InstanceAvailability {
  const allowed: readonly RunState[] = INSTANCE_ACTION_STATES[action]
  if (allowed.includes(runState)) return { enabled: true }
  return {
    enabled: false,
    reason: `Only ${allowed.join(', ')} instances can ${ACTION_PHRASE[action]}`,
  }
}

type AutoRestartFields = Pick<
  Instance,
  'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
>

/**
 * A failed instance with auto restart enabled will be restarted by the platform when its
 * cooldown has no expiration or the expiration has passed (spec §4).
 */
export function isRestartable(instance: AutoRestartFields, now: Date = new Date()): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const expiration = instance.autoRestartCooldownExpiration
  if (expiration == null) return true
  return new Date(expiration).getTime() <= now.getTime()
}
