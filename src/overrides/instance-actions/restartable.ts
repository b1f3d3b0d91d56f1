import type { Instance } from '../../generated/platform/models'

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
