import { createContext, useContext } from 'react'
import type { Location } from 'react-router'

/**
 * Where the history is now. The router moves its location inside a React transition, so a page
 * can render (and run its effects) for a location the person has already left: a click made
 * while that page's code loaded. Undefined outside the console's router (nothing to compare).
 */
export const LatestLocationContext = createContext<() => Location | undefined>(() => undefined)

export function useLatestLocation(): () => Location | undefined {
  return useContext(LatestLocationContext)
}
