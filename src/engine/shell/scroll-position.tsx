import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** where each visited route (its path and query) was last scrolled to, for this page's lifetime */
const positions = new Map<string, number>()

/** how long a restored position waits for a page whose rows are still loading to grow */
const WAIT_FOR_HEIGHT_MS = 2_000

/** the element a `#hash` names, if it is on the page */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null // not a decodable id
  }
}

/**
 * Scrolls to `top` once the page is tall enough: a list whose rows arrive a moment after the
 * route renders would otherwise clamp the position to its short loading state. Gives up when
 * the person scrolls, or after a while. Returns what stops the waiting.
 */
function scrollWhenTall(top: number): () => void {
  window.scrollTo(0, top)
  if (Math.abs(window.scrollY - top) < 1) return () => {}
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top)
    if (Math.abs(window.scrollY - top) < 1) stop()
  })
  const timer = window.setTimeout(() => stop(), WAIT_FOR_HEIGHT_MS)
  // a wheel, a touch or a key is the person taking over: their scroll wins
  const events = ['wheel', 'touchstart', 'keydown'] as const
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const event of events) window.removeEventListener(event, stop)
  }
  observer.observe(document.body)
  for (const event of events) window.addEventListener(event, stop, { passive: true })
  return stop
}

/**
 * Spec §2: scroll position is restored per route. A route visited before (by a link, Back or
 * Forward) returns to where it was left; a route not seen yet starts at its top (or at its
 * `#hash`). Keyed by the path and query, so a list left for an item and reached again from a
 * breadcrumb is where the person was, while a list's next page or new order (a query of its
 * own) starts at its top. The window is what scrolls here.
 */
export function ScrollPosition() {
  const location = useLocation()
  const route = location.pathname + location.search
  const current = useRef(route)
  const stopWaiting = useRef<() => void>(() => {})

  useEffect(() => {
    // the browser's own restoring would land before the page re-renders, on the old page
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(current.current, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  useLayoutEffect(() => {
    // the first page of a visit starts where the browser put it, and a new hash alone is a
    // move within the page
    if (route === current.current) return
    stopWaiting.current()
    current.current = route
    const saved = positions.get(route)
    const target = hashTarget(location.hash)
    if (target) target.scrollIntoView()
    else if (saved !== undefined) stopWaiting.current = scrollWhenTall(saved)
    else window.scrollTo(0, 0)
  }, [route, location.hash])

  return null
}
