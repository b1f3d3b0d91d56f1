/**
 * The react-router route tree, built from the registry's routes. A route with children (side
 * modals over their list, tabs in their detail page) becomes a pathless layout that renders its
 * page with an <Outlet/>, and its own path becomes a leaf inside it; keeping every path
 * absolute lets `/projects-new` nest under `/projects` although it is not a sub-path.
 */
import type { RouteObject } from 'react-router'
import type { Registry, RouteDef } from '../../contract'
import type { RegistryRouteHandle } from '../shell/current-route'
import { AppLayout, PublicLayout } from '../shell/layouts'
import { NotFound } from '../shell/not-found'
import { Root } from '../shell/root'
import { RouteError } from '../shell/route-error'
import { overridesReady } from '../console/parts'
import { LoginRedirect } from './login-redirect'
import { Redirect } from './redirect'

// every page comes from one lazily loaded module; share the one import
let pageModule: Promise<typeof import('./page-component')> | undefined
const loadPageModule = () => (pageModule ??= import('./page-component'))

function page(route: RouteDef): Pick<RouteObject, 'element' | 'lazy'> {
  if (route.page.type === 'redirect')
    return { element: <Redirect from={route.path} to={route.page.to} /> }
  return {
    lazy: async () => {
      const [{ routeComponent }] = await Promise.all([loadPageModule(), overridesReady()])
      return { Component: await routeComponent(route) }
    },
  }
}

function registryRoutes(routes: RouteDef[]): { app: RouteObject[]; public: RouteObject[] } {
  const ids = new Set(routes.map((r) => r.id))
  const children = new Map<string, RouteDef[]>()
  for (const route of routes) {
    if (route.parent && ids.has(route.parent)) {
      children.set(route.parent, [...(children.get(route.parent) ?? []), route])
    }
  }

  const toObject = (route: RouteDef): RouteObject => {
    const handle: RegistryRouteHandle = { route }
    const kids = children.get(route.id) ?? []
    if (kids.length === 0) return { id: route.id, path: route.path, handle, ...page(route) }
    // the parent's own path shows just its page (the layout), so its leaf renders nothing
    // (`element: null` says so on purpose); a child on the same path (the tab index redirect)
    // stands in for that leaf
    const ownLeaf: RouteObject[] = kids.some((k) => k.path === route.path)
      ? []
      : [{ id: route.id, path: route.path, handle, element: null }]
    return {
      id: `${route.id}@layout`,
      handle,
      ...page(route),
      children: [...ownLeaf, ...kids.map(toObject)],
    }
  }

  const top = routes.filter((r) => !r.parent || !ids.has(r.parent))
  return {
    app: top.filter((r) => r.layout !== 'public').map(toObject),
    public: top.filter((r) => r.layout === 'public').map(toObject),
  }
}

function Loading() {
  return <div className="page-loading" aria-busy="true" />
}

export function buildRoutes(registry: Registry): RouteObject[] {
  const { app, public: publicRoutes } = registryRoutes(registry.routes)
  return [
    {
      id: 'shell:root',
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: Loading,
      children: [
        {
          id: 'shell:public',
          element: <PublicLayout />,
          children: [
            ...publicRoutes,
            { id: 'shell:login', path: '/login', element: <LoginRedirect /> },
          ],
        },
        {
          id: 'shell:app',
          element: <AppLayout />,
          children: [
            {
              id: 'shell:app-errors',
              errorElement: <RouteError />,
              children: app,
            },
          ],
        },
        { id: 'shell:not-found', path: '*', element: <NotFound /> },
      ],
    },
  ]
}
