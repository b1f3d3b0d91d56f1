/**
 * What each uploaded release is to the rack, from the update status: the target (installed,
 * or still being installed on some components), a release components still run while they
 * move away from it, one newer than the target that could become it, or an older one.
 */
import gt from 'semver/functions/gt'

export interface ReleaseStatus {
  text: string
  tone: 'success' | 'info' | 'neutral'
}

export function releaseStatus(
  version: string,
  target: string | undefined,
  componentsByRelease: Record<string, number>,
): ReleaseStatus {
  const total = Object.values(componentsByRelease).reduce((sum, n) => sum + n, 0)
  const running = componentsByRelease[version] ?? 0
  if (version === target) {
    return running === total
      ? { text: 'Installed', tone: 'success' }
      : { text: `Installing: ${running} of ${total} components`, tone: 'info' }
  }
  if (running > 0) return { text: `Running on ${running} of ${total} components`, tone: 'neutral' }
  if (target === undefined || gt(version, target)) return { text: 'Available', tone: 'neutral' }
  return { text: 'Older than the target', tone: 'neutral' }
}
