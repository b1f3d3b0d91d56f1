/**
 * What the signed-in user's roles allow on a page: the registry's role table (the one the mock
 * enforces) read against the roles the user holds there. Controls ask with their operation's id
 * and stay in place, disabled with the reason, when the role is too weak for it.
 */
import { useCallback } from 'react'
import { identifier } from '../../contract'
import { currentRegistry } from '../console/parts'
import type { Availability } from '../actions/types'
import type { RouteParams } from '../pages/route-path'
import { useCurrentUser } from '../shell/session'
import { useHeldRoles } from './held-roles'
import { accessDecision } from './role-decision'

/** a gate for the operations of one page: `gate('instance_stop')` → enabled, or why not */
export function useAccessGate(
  params: RouteParams,
): (operationId: string | undefined) => Availability {
  const table = currentRegistry().roles
  const held = useHeldRoles(table, params)
  const siloName = useCurrentUser({ refetchOnMount: false }).data?.siloName
  const project = table ? params[identifier(table.projectParam)] : undefined
  return useCallback(
    (operationId) => {
      if (!table || operationId === undefined) return { enabled: true }
      return accessDecision(table, table.operations[operationId], held, (scope) => {
        if (scope === 'project' && project !== undefined) return project
        if (scope === 'silo' && siloName) return siloName
        return scope === 'fleet' ? 'the fleet' : `the ${scope}`
      })
    },
    [table, held, project, siloName],
  )
}

/** one operation's gate */
export function useOperationAccess(
  operationId: string | undefined,
  params: RouteParams,
): Availability {
  return useAccessGate(params)(operationId)
}
