/** Who is signed in, whether they see the system side, and signing out. */
import { useNavigate } from 'react-router'
import { callOperation } from '../data/client'
import { requireOperation } from '../data/operations'
import { queryClient, useOperationQuery } from '../data/query'

export interface CurrentUser {
  id: string
  displayName: string
  siloId: string
  siloName: string
}

export function useCurrentUser() {
  return useOperationQuery<CurrentUser>(requireOperation('current_user_view'), {})
}

/** fleet viewers can read the system policy (spec §6); everyone else gets a 403 */
export function useIsFleetViewer(): boolean {
  const policy = useOperationQuery(
    requireOperation('system_policy_view'),
    {},
    { staleTime: Infinity },
  )
  return policy.isSuccess
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  return async () => {
    const result = await callOperation(requireOperation('logout'), {})
    // a failed logout leaves the session as it was: stay, the user can try again
    if (result.type !== 'success') return
    queryClient.clear()
    await navigate('/login')
  }
}
