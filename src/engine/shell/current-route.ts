import { createContext, useContext } from 'react'
import { useParams, type RouteMatch } from 'react-router'
import type { RouteDef } from '../../contract'

/** attached by the routing layer to every react-router route built from a registry route */
export interface RegistryRouteHandle {
  route: RouteDef
  /** starts loading the route's page code, so a tab and its detail page load side by side */
  load?: () => Promise<unknown>
}

import type { RouteParams } from '../pages/route-path'

export type { RouteParams }

/**
 * The route tree's matches for the current location (react-router's `matchRoutes`), handed
 * down by the routing layer; a piece rendered outside the console's routes sees none.
 */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([])

export function handleOf(handle: unknown): RegistryRouteHandle | undefined {
  if (typeof handle !== 'object' || handle === null || !('route' in handle)) return undefined
  return handle as RegistryRouteHandle
}

/** the deepest registry route of the current location (undefined on hand-written routes) */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useContext(RouteMatchesContext)
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = handleOf(matches[i]?.route.handle)?.route
    if (route) return route
  }
  return undefined
}

export function useRouteParams(): RouteParams {
  return useParams()
}
