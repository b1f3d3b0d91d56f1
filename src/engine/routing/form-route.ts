import { matchRoutes, type Location, type RouteObject } from 'react-router'
import { handleOf } from '../shell/current-route'

/**
 * Whether a location shows one of the engine's own create or edit forms (a bespoke page in its
 * place renders its own fields): a navigation there keeps what is typed while the form's code
 * loads, for its first field (forms/type-ahead.ts).
 */
export function opensForm(routes: RouteObject[], location: Location): boolean {
  const matches = matchRoutes(routes, location) ?? []
  const route = matches
    .map((match) => handleOf(match.route.handle)?.route)
    .filter((found) => found !== undefined)
    .at(-1)
  if (route === undefined || route.page.type === 'redirect') return false
  const { type } = route.page
  return (type === 'create' || type === 'edit') && route.page.override === undefined
}
