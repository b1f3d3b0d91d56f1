import type { RouteDef } from '../../src/contract'
import { routeSamples, type RouteSample } from './route-samples'
import { specRoutes, type SpecRoute } from './spec-route-table'

/**
 * The route sweep's stops: every URL the registry's routes are sampled at, once. Routes that
 * share a URL (a detail page and its index redirect, `/system/inventory` and its tabs' index)
 * render the same page, so one visit makes the checks of them all; spec §2's entry for that
 * path, when the spec names it, is checked on the same visit.
 */
export interface RouteStop {
  url: string
  /** the registry routes sampled at this URL, in registry order */
  routes: RouteDef[]
  sample: RouteSample
  spec?: SpecRoute
}

const stops = new Map<string, RouteStop>()
/** registry routes the seed world has no sample for, with the reason */
export const unsampledRoutes: { route: RouteDef; reason: string }[] = []

for (const { route, sample } of routeSamples) {
  if (typeof sample === 'string') {
    unsampledRoutes.push({ route, reason: sample })
    continue
  }
  const stop = stops.get(sample.url)
  if (stop) stop.routes.push(route)
  else stops.set(sample.url, { url: sample.url, routes: [route], sample })
}

/** spec §2's entries at a URL the sweep does not visit (other items than its samples) */
export const specRoutesOffTheSweep: (SpecRoute & { area: string })[] = []
for (const entry of specRoutes) {
  const stop = stops.get(entry.path)
  if (stop) stop.spec = entry
  else specRoutesOffTheSweep.push(entry)
}

export const routeStops: RouteStop[] = [...stops.values()]

/** the stop's test title: the routes it checks (by id and pattern), and the spec path */
export function stopTitle({ routes, spec }: RouteStop): string {
  const ids = routes.map((route) => route.id).join(', ')
  const patterns = [...new Set(routes.map((route) => route.path))].join(', ')
  const specPart = spec
    ? `; spec §2: ${spec.path}${spec.lands ? ` lands at ${spec.lands}` : ''}`
    : ''
  return `route ${ids} (${patterns}) renders, speaks plainly and passes axe${specPart}`
}
