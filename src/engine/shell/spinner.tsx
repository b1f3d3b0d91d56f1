import { useEffect, useState } from 'react'
import { MIN_SPINNER_MS } from './timing'

interface BusyPeriod {
  /** a busy period is being shown */
  active: boolean
  /** it has been shown for the minimum time */
  minElapsed: boolean
}

/**
 * Keeps a busy flag up for at least `minMs` once it rose, so a fast answer does not flash a
 * spinner for one frame.
 */
export function useMinDuration(busy: boolean, minMs: number = MIN_SPINNER_MS): boolean {
  const [period, setPeriod] = useState<BusyPeriod>({ active: busy, minElapsed: !busy })

  // state follows the flag during render (React's pattern for state derived from props)
  if (busy && !period.active) setPeriod({ active: true, minElapsed: false })
  if (!busy && period.active && period.minElapsed) setPeriod({ active: false, minElapsed: true })

  useEffect(() => {
    if (!period.active || period.minElapsed) return
    const timer = setTimeout(() => setPeriod((p) => ({ ...p, minElapsed: true })), minMs)
    return () => clearTimeout(timer)
  }, [period.active, period.minElapsed, minMs])

  return busy || (period.active && !period.minElapsed)
}

/** decorative: the busy control carries the accessible state (aria-busy, disabled) */
export function Spinner({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />
}
