/**
 * Which component renders a registry route: a route the manifest gives an `override:` page
 * shows that page (whether the route is nothing else or a list, detail or form it replaces),
 * any other route the engine's generic page of its type. Loaded lazily by the route tree, so
 * the pages, forms and overrides stay out of the first chunk.
 */
import type { ComponentType } from 'react'
import { pageOverride } from '../slots/lookup'
import { pageLoaders } from '../pages'
import { AccessNotice, formOf } from '../access/access-notice'
import { pageOverrideName, type RouteDef } from '../../contract'

type PageComponent = ComponentType<{ route: RouteDef }>

async function resolve(route: RouteDef): Promise<PageComponent> {
  const page = route.page
  const name = pageOverrideName(page)
  if (name !== undefined) {
    // the app's `pages` is a required record over the manifest's names (tsc refuses a gap),
    // so a console without a page its registry names was put together wrong: say so
    const Page = pageOverride(name)
    if (!Page)
      throw new Error(`Route ${route.id} names the page "${name}", which no override provides`)
    return Page
  }
  if (page.type === 'redirect')
    throw new Error(`Route ${route.id} is a redirect; the route tree renders it without a page`)
  if (page.type === 'override') throw new Error(`Route ${route.id} names no page`)
  return await pageLoaders[page.type]()
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
