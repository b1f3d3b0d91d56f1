import { matchRoutes, type Location, type RouteObject } from 'react-router'
import { formOf } from '../access/access-notice'
import { handleOf } from '../shell/current-route'

/**
 * Whether a location shows a form: the engine's own create and edit forms, and the bespoke
 * pages standing in for them (a full-page create, an upload panel), which `formOf` knows by
 * their route. A navigation there keeps what is typed while the form's code loads, for its
 * first field (forms/type-ahead.ts); each of them moves focus to that field once it is shown
 * (forms/focus-first-field.ts), which hands the keys over.
 */
export function opensForm(routes: RouteObject[], location: Location): boolean {
  const matches = matchRoutes(routes, location) ?? []
  const route = matches
    .map((match) => handleOf(match.route.handle)?.route)
    .filter((found) => found !== undefined)
    .at(-1)
  return route !== undefined && formOf(route) !== undefined
}
