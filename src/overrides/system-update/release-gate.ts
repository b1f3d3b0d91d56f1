/**
 * Which uploaded release may become the target: the platform refuses the current target
 * again and any older release (it never downgrades), so those stay in the menu, disabled,
 * with the reason.
 */
import semver from 'semver'

export function setTargetReason(version: string, target: string | undefined): string | undefined {
  if (target === undefined) return undefined
  if (version === target) return 'Already set as target'
  if (!semver.gt(version, target)) return 'Cannot set older release as target'
  return undefined
}
