import { Component, useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate, type Location } from 'react-router'
import { ApiRequestError } from '../data/errors'
import { queryClient } from '../data/query'
import { NotFound } from './not-found'
import { IdentityProviderNotice } from './identity-provider-notice'

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.statusCode : undefined
}

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

/** the same location again: the boundary drops this screen and the page asks the API anew */
function TryAgain() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => void navigate(location, { replace: true, state: location.state as unknown })}
    >
      Try again
    </button>
  )
}

/** What a page that failed to render shows: "Page not found" for a 404, else a way to retry. */
export function RouteError({ error }: { error: unknown }) {
  const status = statusOf(error)
  useForgetFailedQuery(error)
  if (status === 404) return <NotFound />
  return (
    <div className="error-screen" role="alert">
      <h1>Something went wrong</h1>
      <p>Please try again. If the problem persists, contact your administrator.</p>
      {status === 403 && <IdentityProviderNotice />}
      <div className="error-screen-actions">
        <TryAgain />
      </div>
    </div>
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
