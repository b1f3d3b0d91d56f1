import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router'
import { setApiFetch } from '../data/client'
import { setSocketOpener, type SocketOpener } from '../data/socket'
import { queryClient } from '../data/query'
import { buildRoutes } from '../routing/build-routes'
import { ConsoleProvider } from './context'
import { bindConsole, type ConsoleParts } from './parts'
import { reportCaughtError } from '../shell/caught-errors'

type Router = ReturnType<typeof createBrowserRouter>

export interface ConsoleOptions extends ConsoleParts {
  /** how requests reach the API: the in-page mock's fetch, a test double; default `fetch` */
  fetch?: typeof fetch
  /** how the serial console opens its WebSocket: the in-page mock's; default the browser's */
  openSocket?: SocketOpener
  /** the router over the console's routes; tests pass a memory router at a given URL */
  createRouter?: (routes: RouteObject[]) => Router
}

/**
 * Builds a console from its parts: binds them for the engine's lookups outside React and
 * returns the root component, which hands them down through context beside the router and the
 * query client.
 */
export function createConsole(options: ConsoleOptions): () => ReactNode {
  const { registry, overrides, loadForm } = options
  const parts: ConsoleParts = { registry, overrides, loadForm }
  const createRouter = options.createRouter ?? ((routes) => createBrowserRouter(routes))
  bindConsole(parts)
  if (options.fetch) setApiFetch(options.fetch)
  if (options.openSocket) setSocketOpener(options.openSocket)
  return function Console() {
    // one router for the page's lifetime; the registry is fixed at build time
    const [router] = useState(() => createRouter(buildRoutes(parts.registry)))
    return (
      <ConsoleProvider parts={parts}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} onError={reportCaughtError} />
        </QueryClientProvider>
      </ConsoleProvider>
    )
  }
}
