import { currentRegistry } from '../console/parts'
import { shellOperation } from '../data/operations'
import { useOperationQuery } from '../data/query'
import { useCurrentUser } from './session'

interface Policy {
  roleAssignments: { identityId: string }[]
}

/**
 * A user with no groups and no role on the silo can see nothing: the usual cause is an
 * identity provider that sends no group claims (spec §6).
 */
export function IdentityProviderNotice() {
  const user = useCurrentUser()
  // the notice is extra help: if its own calls fail, it is simply left out
  const quiet = { throwOnError: false }
  const groups = useOperationQuery<{ items: unknown[] }>(
    shellOperation('currentUserGroups'),
    {},
    quiet,
  )
  const policy = useOperationQuery<Policy>(shellOperation('siloPolicy'), {}, quiet)
  // the help page is the manifest's: a console without one still says what is wrong
  const docs = currentRegistry().shell?.identityProviderDocs
  const userId = user.data?.id
  if (!userId || !groups.data || policy.isPending) return null
  const hasRole = policy.data?.roleAssignments.some((a) => a.identityId === userId) ?? false
  if (groups.data.items.length > 0 || hasRole) return null
  return (
    <p className="notice notice-warning">
      You are not in any group and have no role on this silo. Your identity provider is probably
      misconfigured; ask your administrator to check it.
      {docs !== undefined && (
        <>
          {' '}
          <a href={docs} target="_blank" rel="noreferrer">
            Learn about identity providers
          </a>
        </>
      )}
    </p>
  )
}
