import { useIsFetching } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigationPending } from './navigation-pending'
import { Spinner, useMinDuration } from './spinner'
import { MIN_SPINNER_MS } from './timing'
import './progress.css'

/** True once `active` has held for `delayMs`: a quick answer never shows a spinner at all. */
export function useDelayed(active: boolean, delayMs: number = MIN_SPINNER_MS): boolean {
  const [late, setLate] = useState(false)
  if (!active && late) setLate(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setLate(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && late
}

/**
 * Where a page's content is still coming: busy for assistive technology at once, a spinner
 * and "Loading…" only after 500 ms (spec §9), so fast pages do not flash one.
 */
export function PageLoading() {
  const late = useDelayed(true)
  return (
    <div className="loading-status" role="status" aria-busy="true">
      {late && (
        <>
          <Spinner size="md" />
          <span>Loading…</span>
        </>
      )}
    </div>
  )
}

/**
 * A thin bar along the top while a page's code or its first data is on the way: it appears
 * after 500 ms of waiting and then stays for at least 500 ms (spec §9). Background refreshes
 * (a list polling its transitional rows) do not count: they have data to show already.
 */
export function TopProgress() {
  const navigating = useNavigationPending()
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined })
  const late = useDelayed(navigating || firstLoads > 0)
  const shown = useMinDuration(late)
  if (!shown) return null
  return <div className="top-progress" role="progressbar" aria-label="Loading page" />
}
