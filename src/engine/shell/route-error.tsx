import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import { findOperation } from '../data/operations'
import { ApiRequestError } from '../data/errors'
import { queryClient, useOperationQuery } from '../data/query'
import { NotFound } from './not-found'
import { useCurrentUser } from './session'

export const identityProviderDocs = 'https://docs.oxide.computer/guides/operator/identity-providers'

function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiRequestError) return error.statusCode
  if (isRouteErrorResponse(error)) return error.status
  return undefined
}

interface Policy {
  roleAssignments: { identityId: string }[]
}

/**
 * A user with no groups and no role on the silo can see nothing: the usual cause is an
 * identity provider that sends no group claims (spec §6).
 */
function IdentityProviderNotice() {
  const user = useCurrentUser()
  // the notice is extra help: if its own calls fail, it is simply left out
  const quiet = { throwOnError: false }
  const groups = useOperationQuery<{ items: unknown[] }>(
    findOperation('current_user_groups'),
    {},
    quiet,
  )
  const policy = useOperationQuery<Policy>(findOperation('policy_view'), {}, quiet)
  const userId = user.data?.id
  if (!userId || !groups.data || policy.isPending) return null
  const hasRole = policy.data?.roleAssignments.some((a) => a.identityId === userId) ?? false
  if (groups.data.items.length > 0 || hasRole) return null
  return (
    <p className="notice notice-warning">
      You are not in any group and have no role on this silo. Your identity provider is probably
      misconfigured; ask your administrator to check it.{' '}
      <a href={identityProviderDocs} target="_blank" rel="noreferrer">
        Learn about identity providers
      </a>
    </p>
  )
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
