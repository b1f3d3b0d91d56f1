import { useMemo } from 'react'
import { useOperationQuery } from '../../engine'
import { requireOperation } from '../facade'
import type { GroupResultsPage, UserResultsPage } from '../../generated/platform/models'
import type { Identity } from './policy'

/**
 * Policies name identities by id only; names come from the silo's users and groups. One large
 * page each is enough for a silo's people, and avoids walking pages just to label rows.
 */
const ALL_AT_ONCE = { query: { limit: 1000 } }

export interface IdentitiesQuery {
  identities: Identity[]
  isLoading: boolean
  error: Error | null
}

export function useIdentities(): IdentitiesQuery {
  const users = useOperationQuery<UserResultsPage>(requireOperation('user_list'), ALL_AT_ONCE)
  const groups = useOperationQuery<GroupResultsPage>(requireOperation('group_list'), ALL_AT_ONCE)
  const identities = useMemo<Identity[]>(
    () => [
      ...(users.data?.items ?? []).map((user) => ({
        id: user.id,
        type: 'silo_user' as const,
        name: user.displayName,
      })),
      ...(groups.data?.items ?? []).map((group) => ({
        id: group.id,
        type: 'silo_group' as const,
        name: group.displayName,
      })),
    ],
    [users.data, groups.data],
  )
  return {
    identities,
    isLoading: users.isLoading || groups.isLoading,
    error: users.error ?? groups.error,
  }
}
