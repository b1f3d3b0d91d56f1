import { isRouteErrorResponse, useRouteError } from 'react-router'
import { findOperation } from '../data/operations'
import { ApiRequestError } from '../data/errors'
import { useOperationQuery } from '../data/query'
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
  const groups = useOperationQuery<{ items: unknown[] }>(findOperation('current_user_groups'), {})
  const policy = useOperationQuery<Policy>(findOperation('policy_view'), {})
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

export function RouteError() {
  const error = useRouteError()
  const status = statusOf(error)
  if (status === 404) return <NotFound />
  return (
    <div className="error-screen" role="alert">
      <h1>Something went wrong</h1>
      <p>Please try again. If the problem persists, contact your administrator.</p>
      {status === 403 && <IdentityProviderNotice />}
    </div>
  )
}
