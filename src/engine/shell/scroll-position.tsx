import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** where each visited history entry was scrolled to, by its key, for this page's lifetime */
const positions = new Map<string, number>()

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
 * As a browser does between documents: a new page starts at its top (or at its `#hash`), and
 * Back or Forward returns to where that entry was left. The window is what scrolls here.
 */
export function ScrollPosition() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const current = useRef(location.key)

  useEffect(() => {
    // the browser's own restoring would land before the page re-renders, on the old page
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(current.current, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  useLayoutEffect(() => {
    // the first page of a visit starts where the browser put it
    if (location.key === current.current) return
    current.current = location.key
    const saved = positions.get(location.key)
    const target = hashTarget(location.hash)
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved)
    else if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location, navigationType])

  return null
}
