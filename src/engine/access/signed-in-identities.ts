/**
 * Who the signed-in user is in policies: their own id and their groups' (a group's role counts
 * for its members). `complete` once the groups are read: before that, a role found is theirs,
 * but the absence of one proves nothing.
 */
import { useMemo } from 'react'
import { shellOperation } from '../data/operations'
import { useOperationQuery } from '../data/query'
import { useCurrentUser } from '../shell/session'

export interface SignedInIdentities {
  ids: ReadonlySet<string>
  complete: boolean
}

interface GroupPage {
  items: { id: string }[]
}

// read once and kept: the policies' readers share it
const kept = { throwOnError: false, refetchOnMount: false } as const

/** the user's identities in policies; undefined until the user is known */
export function useSignedInIdentities(): SignedInIdentities | undefined {
  const userId = useCurrentUser({ refetchOnMount: false }).data?.id
  const groups = useOperationQuery<GroupPage>(shellOperation('currentUserGroups'), {}, kept)
  const groupKey = groups.data?.items.map((group) => group.id).join() ?? ''
  const complete = groups.data !== undefined
  return useMemo(() => {
    if (!userId) return undefined
    const ids = new Set([userId, ...(groupKey ? groupKey.split(',') : [])])
    return { ids, complete }
  }, [userId, groupKey, complete])
}
