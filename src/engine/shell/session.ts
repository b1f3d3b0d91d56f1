/** Who is signed in, whether they see the system side, and signing out. */
import { useNavigate } from 'react-router'
import { callOperation } from '../data/client'
import { shellOperation } from '../data/operations'
import { queryClient, useOperationQuery, type OperationQueryOptions } from '../data/query'
import type { CurrentUser } from './current-user'

/** whether the document has sign-in at all: another API's console has no user to name */
export function hasSession(): boolean {
  return shellOperation('currentUser') !== undefined
}

/**
 * idle (no user) when the registry names no call for the current user. A failed call leaves the name
 * out of the chrome; it never replaces the console (the shell is not a page that can 404).
 */
export function useCurrentUser(options: OperationQueryOptions<CurrentUser> = {}) {
  return useOperationQuery<CurrentUser>(
    shellOperation('currentUser'),
    {},
    { throwOnError: false, ...options },
  )
}

/**
 * Fleet viewers can read the system policy (spec §6); everyone else gets a 403. Any failure
 * only means "no system side"; a failed answer is asked again on a mount after the stale time.
 */
export function useIsFleetViewer(): boolean {
  return useSystemPolicy().isSuccess
}

/**
 * Whether the platform refused this user the system policy (403): no fleet role, so the system
 * pages are not theirs to see. Other failures say nothing about the user and refuse nothing.
 */
export function useIsRefusedSystem(): boolean {
  return useSystemPolicy().error?.statusCode === 403
}

function useSystemPolicy() {
  return useOperationQuery(
    shellOperation('fleetPolicy'),
    {},
    { staleTime: Infinity, throwOnError: false },
  )
}

/** signs out; undefined when the registry names no logout, so there is nothing to offer */
export function useSignOut(): (() => Promise<void>) | undefined {
  const navigate = useNavigate()
  const logout = shellOperation('signOut')
  if (logout === undefined) return undefined
  return async () => {
    const result = await callOperation(logout, {})
    // a failed logout leaves the session as it was: stay, the user can try again
    if (result.type !== 'success') return
    queryClient.clear()
    await navigate('/login')
  }
}
