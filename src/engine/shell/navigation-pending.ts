import { createContext, useContext } from 'react'

/**
 * True while a navigation is under way: the next page's code is loading and the current page
 * stays on screen (the router moves inside a React transition). The routing layer provides it.
 */
export const NavigationPendingContext = createContext(false)

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext)
}
