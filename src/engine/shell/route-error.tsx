import { Component, useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate, type Location } from 'react-router'
import { queryClient } from '../data/query'
import { ErrorScreen } from './error-screen'

/**
 * A query that threw to this boundary keeps its error in the cache, and react-query would
 * rethrow it on the next mount without asking again (its error boundary was never reset), so
 * "Page not found" would stick until a reload. Dropping that query makes the next visit (a nav
 * link, Back, "Try again") fetch afresh; the boundary clears this screen when the location changes.
 */
function useForgetFailedQuery(error: unknown) {
  useEffect(() => {
    queryClient.removeQueries({ predicate: (query) => query.state.error === error })
  }, [error])
}

/**
 * What a page that failed to render shows (§8's screen, "Page not found" for a 404). "Try
 * again" goes to the same location again: the boundary drops this screen and the page asks the
 * API anew.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation()
  const navigate = useNavigate()
  useForgetFailedQuery(error)
  return (
    <ErrorScreen
      error={error}
      onRetry={() => void navigate(location, { replace: true, state: location.state as unknown })}
    />
  )
}

interface BoundaryProps {
  location: Location
  children: ReactNode
}

interface BoundaryState {
  /** set once something below threw; `caught` tells a thrown `undefined` from none */
  caught: boolean
  error: unknown
  location: Location
}

/**
 * Catches what a page throws while rendering (a failed query, code that did not load, a bug)
 * and shows `RouteError` in its place. Any navigation, "Try again" included (it makes a new
 * location of the same URL), clears the screen and renders the pages anew. React reports the
 * error itself (the root's `onCaughtError`).
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false, error: undefined, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error }
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.location === state.location) return null
    return { caught: false, error: undefined, location: props.location }
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.error} /> : this.props.children
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>
}
