/**
 * Which uploaded release may become the target: the platform refuses the current target
 * again and any older release (it never downgrades), so those stay in the menu, disabled,
 * with the reason.
 */
// one function, not the package's index (its ranges and classes are three times the size)
import gt from 'semver/functions/gt'

export function setTargetReason(version: string, target: string | undefined): string | undefined {
  if (target === undefined) return undefined
  if (version === target) return 'Already set as target'
  if (!gt(version, target)) return 'Cannot set older release as target'
  return undefined
}
