import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { UNSAFE_createBrowserHistory, type Location } from 'react-router'
import { setApiFetch, setBeforeSignIn } from '../data/client'
import { setSocketOpener, type SocketOpener } from '../data/socket'
import { queryClient } from '../data/query'
import { startTypeAhead, stopTypeAhead } from '../forms/type-ahead'
import { buildRoutes } from '../routing/build-routes'
import { opensForm } from '../routing/form-route'
import { ConsoleRouter, ConsoleRoutes, type ConsoleHistory } from '../routing/console-router'
import { ConsoleProvider } from './context'
import { bindConsole, type ConsoleParts } from './parts'

export interface ConsoleOptions extends ConsoleParts {
  /** how requests reach the API: the in-page mock's fetch, a test double; default `fetch` */
  fetch?: typeof fetch
  /** how the serial console opens its WebSocket: the in-page mock's; default the browser's */
  openSocket?: SocketOpener
  /**
   * called just before a 401 sends the page to sign in: the in-page mock keeps its state for
   * the page that comes back, as the platform would keep its own
   */
  beforeSignIn?: () => void
  /** where the console is: default the address bar; tests pass a memory history at a given URL */
  history?: ConsoleHistory
}

/**
 * Builds a console from its parts: binds them for the engine's lookups outside React and
 * returns the root component, which hands them down through context beside the router and the
 * query client.
 */
export function createConsole(options: ConsoleOptions): () => ReactNode {
  const { registry, overrides, loadForm } = options
  const parts: ConsoleParts = { registry, overrides, loadForm }
  bindConsole(parts)
  if (options.fetch) setApiFetch(options.fetch)
  if (options.openSocket) setSocketOpener(options.openSocket)
  if (options.beforeSignIn) setBeforeSignIn(options.beforeSignIn)
  return function Console() {
    // one history and one route tree for the page's lifetime; the registry is fixed at build time
    const [history] = useState(
      () => options.history ?? UNSAFE_createBrowserHistory({ v5Compat: true }),
    )
    const [routes] = useState(() => buildRoutes(parts.registry))
    // a navigation into a form keeps what is typed while its code loads (forms/type-ahead.ts)
    const [onNavigate] = useState(
      () => (location: Location) =>
        opensForm(routes, location) ? startTypeAhead() : stopTypeAhead(),
    )
    return (
      <ConsoleProvider parts={parts}>
        <QueryClientProvider client={queryClient}>
          <ConsoleRouter history={history} onNavigate={onNavigate}>
            <ConsoleRoutes routes={routes} />
          </ConsoleRouter>
        </QueryClientProvider>
      </ConsoleProvider>
    )
  }
}
