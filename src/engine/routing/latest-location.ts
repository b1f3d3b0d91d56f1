import { createContext, useCallback, useContext } from 'react'
import type { Location } from 'react-router'

/**
 * Where the history is now. The router moves its location inside a React transition, so a page
 * can render (and run its effects) for a location the person has already left: a click made
 * while that page's code loaded. Undefined outside the console's router (nothing to compare).
 */
export const LatestLocationContext = createContext<() => Location | undefined>(() => undefined)

/**
 * The location the tree below renders: the page on screen while the next one waits in its
 * transition, the next one in that transition's render. Undefined outside the console's router.
 */
export const RenderedLocationContext = createContext<Location | undefined>(undefined)

export function useLatestLocation(): () => Location | undefined {
  return useContext(LatestLocationContext)
}

/**
 * Whether the page rendering here is one the person has already left: the history has moved
 * on and the next page is on its way. What that page's calls answer now is no longer its
 * screen to show (the next page shows its own state).
 */
export function useLeftAlready(): () => boolean {
  const latest = useLatestLocation()
  const rendered = useContext(RenderedLocationContext)
  return useCallback(() => {
    const now = latest()
    return now !== undefined && rendered !== undefined && now.key !== rendered.key
  }, [latest, rendered])
}
