/**
 * The console's router: react-router in its declarative mode (`<Router>`, `useRoutes`,
 * `matchRoutes`). Its data router would also run loaders, actions and fetchers, which the
 * console leaves to react-query; it cost 17 kB more gzip, all of it before the first row.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react'
import {
  matchRoutes,
  NavigationType,
  type Location,
  Router,
  useLocation,
  useRoutes,
  type RouteObject,
  type UNSAFE_createBrowserHistory,
  type UNSAFE_createMemoryHistory,
} from 'react-router'
import { setShownPage } from '../data/client'
import { handleOf, RouteMatchesContext } from '../shell/current-route'
import { NavigationPendingContext } from '../shell/navigation-pending'
import { LatestLocationContext, RenderedLocationContext } from './latest-location'
import { guardedNavigator, LeaveGuardContext, type LeaveGuardSlot } from './leave-guard'

/** react-router's own history of the address bar, or (in tests) of memory */
export type ConsoleHistory =
  ReturnType<typeof UNSAFE_createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>

/**
 * What `<BrowserRouter>` does with its history, but the location moves with `useTransition`
 * (BrowserRouter's `startTransition` tells nobody): the page on screen stays while the next
 * page's code loads, and the shell's progress bar knows a navigation is pending. Redirects
 * read the history's own location, which runs ahead of the rendered one (`RedirectNow`).
 */
export function ConsoleRouter({
  history,
  onNavigate,
  children,
}: {
  history: ConsoleHistory
  /** told of each navigation as it starts, before the next page's code has loaded */
  onNavigate?: (location: Location) => void
  children: ReactNode
}) {
  const [state, setState] = useState({ action: history.action, location: history.location })
  const [pending, startTransition] = useTransition()
  const [slot] = useState<LeaveGuardSlot>(() => ({ current: undefined }))
  // the pop that undoes a held Back, not to be shown or held itself
  const undoing = useRef(false)
  useLayoutEffect(
    () =>
      history.listen((update) => {
        if (undoing.current) {
          undoing.current = false
          return
        }
        const guard = slot.current
        const delta = update.delta
        if (update.action === NavigationType.Pop && guard && delta) {
          // the address has moved already: move it back, and forward again if the person leaves
          undoing.current = true
          history.go(-delta)
          guard(() => history.go(delta))
          return
        }
        onNavigate?.(update.location)
        startTransition(() => setState(update))
      }),
    [history, slot, onNavigate],
  )
  // the client names the page on screen in its failure log (a call answered after the person
  // moved on belongs to the page they left)
  useLayoutEffect(
    () => setShownPage(state.location.pathname + state.location.search),
    [state.location],
  )
  const latest = useCallback(() => history.location, [history])
  const navigator = useMemo(() => guardedNavigator(history, slot), [history, slot])
  return (
    <NavigationPendingContext.Provider value={pending}>
      <LatestLocationContext.Provider value={latest}>
        <LeaveGuardContext.Provider value={slot}>
          <RenderedLocationContext.Provider value={state.location}>
            <Router location={state.location} navigationType={state.action} navigator={navigator}>
              {children}
            </Router>
          </RenderedLocationContext.Provider>
        </LeaveGuardContext.Provider>
      </LatestLocationContext.Provider>
    </NavigationPendingContext.Provider>
  )
}

/** what stands where the console is while the first page's code loads */
export function ConsoleLoading() {
  return <div className="page-loading" aria-busy="true" />
}

/**
 * Renders the route tree at the current location and hands its matches to the shell (crumbs,
 * title, side nav). Every matched page starts loading its code at once: a detail page and its
 * tab load side by side, not one after the other. The first page of a visit renders once its
 * code is in, as the later ones do (they wait in a transition).
 */
export function ConsoleRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation()
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location])
  // a page whose code fails to load throws from its own render, to the error screen
  const loads = matches.map((match) =>
    handleOf(match.route.handle)
      ?.load?.()
      .catch(() => undefined),
  )
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) return
    let current = true
    void Promise.all(loads).then(() => current && setReady(true))
    return () => {
      current = false
    }
  })
  const element = useRoutes(routes)
  if (!ready) return <ConsoleLoading />
  return <RouteMatchesContext.Provider value={matches}>{element}</RouteMatchesContext.Provider>
}
