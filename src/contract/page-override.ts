import type { PageDef } from './registry'

/**
 * The bespoke page a route shows, by the name the manifest's `override:` gives it: a route that
 * is only that page (sign-in), or a list, detail or form it replaces while the route keeps its
 * type (links, tabs and crumbs read the type). Undefined where the generic page shows.
 */
export function pageOverrideName(page: PageDef): string | undefined {
  return 'override' in page ? page.override : undefined
}
