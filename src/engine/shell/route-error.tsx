import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import { ApiRequestError } from '../data/errors'
import { queryClient } from '../data/query'
import { NotFound } from './not-found'
import { IdentityProviderNotice } from './identity-provider-notice'

function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiRequestError) return error.statusCode
  if (isRouteErrorResponse(error)) return error.status
  return undefined
}

/**
 * A query that threw to this boundary keeps its error in the cache, and react-query would
 * rethrow it on the next mount without asking again (its error boundary was never reset), so
 * "Page not found" would stick until a reload. Dropping that query makes the next visit (a nav
 * link, Back, "Try again") fetch afresh; the router clears this screen when the location changes.
 */
function useForgetFailedQuery(error: unknown) {
  useEffect(() => {
    queryClient.removeQueries({ predicate: (query) => query.state.error === error })
  }, [error])
}

/** the same location again: the router drops this screen and the page asks the API anew */
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

export function RouteError() {
  const error = useRouteError()
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
