/**
 * The react-router route tree, built from the registry's routes. A route with children (side
 * modals over their list, tabs in their detail page) becomes a pathless layout that renders its
 * page with an <Outlet/>, and its own path becomes a leaf inside it; keeping every path
 * absolute lets `/projects-new` nest under `/projects` although it is not a sub-path.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react'
import { Outlet, type RouteObject } from 'react-router'
import type { Registry, RouteDef } from '../../contract'
import type { RegistryRouteHandle } from '../shell/current-route'
import { AppLayout, PublicLayout } from '../shell/layouts'
import { NotFound } from '../shell/not-found'
import { Root } from '../shell/root'
import { RouteErrorBoundary } from '../shell/route-error'
import { overridesReady } from '../console/parts'
import { ConsoleLoading } from './console-router'
import { LoginRedirect } from './login-redirect'
import { Redirect } from './redirect'

// every page comes from one lazily loaded module; share the one import
let pageModule: Promise<typeof import('./page-component')> | undefined
const loadPageModule = () => (pageModule ??= import('./page-component'))

/**
 * A registry route's page, its code loaded on first render (React.lazy); `load` starts the same
 * load early, so the routes of one location fetch their code side by side (`ConsoleRoutes`).
 * A page whose code is in renders at once: React.lazy would suspend on its first render even
 * then, and a first page would wait a further 300 ms (React throttles revealing what a
 * fallback stood for).
 */
function page(route: RouteDef): Pick<RouteObject, 'element'> & Pick<RegistryRouteHandle, 'load'> {
  if (route.page.type === 'redirect')
    return { element: <Redirect from={route.path} to={route.page.to} /> }
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const load = () =>
    (loading ??= Promise.all([loadPageModule(), overridesReady()])
      .then(([{ routeComponent }]) => routeComponent(route))
      .then((component) => (loaded = component)))
  const Lazy = lazy(async () => ({ default: await load() }))
  function Page() {
    // chosen once: a page never swaps its component (that would mount it anew)
    const [Component] = useState(() => loaded ?? Lazy)
    return <Component />
  }
  return { element: <Page />, load }
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
    const { element, load } = page(route)
    const handle: RegistryRouteHandle = { route, load }
    const kids = children.get(route.id) ?? []
    if (kids.length === 0) return { id: route.id, path: route.path, handle, element }
    // the parent's own path shows just its page (the layout), so its leaf renders nothing
    // (`element: null` says so on purpose); a child on the same path (the tab index redirect)
    // stands in for that leaf
    const ownLeaf: RouteObject[] = kids.some((k) => k.path === route.path)
      ? []
      : [{ id: route.id, path: route.path, handle: { route }, element: null }]
    return {
      id: `${route.id}@layout`,
      handle,
      element,
      children: [...ownLeaf, ...kids.map(toObject)],
    }
  }

  const top = routes.filter((r) => !r.parent || !ids.has(r.parent))
  return {
    app: top.filter((r) => r.layout !== 'public').map(toObject),
    public: top.filter((r) => r.layout === 'public').map(toObject),
  }
}

export function buildRoutes(registry: Registry): RouteObject[] {
  const { app, public: publicRoutes } = registryRoutes(registry.routes)
  return [
    {
      id: 'shell:root',
      // Navigations move inside a React transition, so the page on screen stays while the
      // next one's code loads (and the first page waits for its code in `ConsoleRoutes`):
      // nothing should fall back here. What the layouts themselves throw takes the whole screen.
      element: (
        <RouteErrorBoundary>
          <Suspense fallback={<ConsoleLoading />}>
            <Root />
          </Suspense>
        </RouteErrorBoundary>
      ),
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
              // a page's error shows inside the console's chrome, which stays usable
              id: 'shell:app-errors',
              element: (
                <RouteErrorBoundary>
                  <Outlet />
                </RouteErrorBoundary>
              ),
              children: app,
            },
          ],
        },
        { id: 'shell:not-found', path: '*', element: <NotFound /> },
      ],
    },
  ]
}
