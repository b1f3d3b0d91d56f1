/**
 * How far the rack is in moving to its target release, from the update status's count of
 * components per running release.
 */
export interface Rollout {
  /** components already running the target */
  done: number
  total: number
  /** 0–100, rounded down so 100 means every component is there */
  percent: number
}

export function rolloutOf(
  componentsByRelease: Record<string, number>,
  target: string | undefined,
): Rollout {
  const total = Object.values(componentsByRelease).reduce((sum, n) => sum + n, 0)
  const done = target === undefined ? 0 : (componentsByRelease[target] ?? 0)
  return { done, total, percent: total === 0 ? 0 : Math.floor((done / total) * 100) }
}
