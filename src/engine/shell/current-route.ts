import { useMatches, useParams } from 'react-router'
import type { RouteDef } from '../../contract'

/** attached by the routing layer to every react-router route built from a registry route */
export interface RegistryRouteHandle {
  route: RouteDef
}

export type RouteParams = Record<string, string | undefined>

function handleRoute(handle: unknown): RouteDef | undefined {
  if (typeof handle !== 'object' || handle === null || !('route' in handle)) return undefined
  return (handle as RegistryRouteHandle).route
}

/** the deepest registry route of the current location (undefined on hand-written routes) */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = handleRoute(matches[i]?.handle)
    if (route) return route
  }
  return undefined
}

export function useRouteParams(): RouteParams {
  return useParams()
}
