/**
 * Which component renders a registry route, asking the overrides once: a route the manifest
 * gives an `override:` page is that page; any other route is its override by route id, else
 * the engine's generic page of its type. Loaded lazily by the route tree, so the pages, forms
 * and overrides stay out of the first chunk.
 */
import type { ComponentType } from 'react'
import { pageOverride, tabOverride } from '../slots/lookup'
import { pageLoaders } from '../pages'
import { AccessNotice, formOf } from '../access/access-notice'
import type { RouteDef } from '../../contract'

type PageComponent = ComponentType<{ route: RouteDef }>

async function resolve(route: RouteDef): Promise<PageComponent> {
  const page = route.page
  switch (page.type) {
    case 'override': {
      // the app's `pages` is a required record over the manifest's names (tsc refuses a gap),
      // so a console without a page its registry names was put together wrong: say so
      const Page = pageOverride(page.override)
      if (!Page)
        throw new Error(
          `Route ${route.id} names the page "${page.override}", which no override provides`,
        )
      return Page
    }
    case 'redirect':
      throw new Error(`Route ${route.id} is a redirect; the route tree renders it without a page`)
    default:
      return tabOverride(route.id) ?? (await pageLoaders[page.type]())
  }
}

/** the route's page as a prop-less component, as react-router's `lazy` wants it */
export async function routeComponent(route: RouteDef): Promise<ComponentType> {
  const Page = await resolve(route)
  const form = formOf(route)
  function RoutePage() {
    // a form the user's role cannot submit is replaced by the reason (create and edit routes)
    if (!form) return <Page route={route} />
    return (
      <AccessNotice route={route} form={form}>
        <Page route={route} />
      </AccessNotice>
    )
  }
  RoutePage.displayName = `RoutePage(${route.id})`
  return RoutePage
}
