/**
 * The signed-in user's roles per scope, from what the console reads anyway: the system policy
 * (fleet), the silo policy, the project policy of the page's project, and the user's groups
 * (a group's role counts for its members). A policy the platform refuses to show (403) means
 * no role there worth one; any other failure, or an answer still pending, leaves the scope
 * unknown (./role-decision.ts: unknown never refuses).
 */
import { useMemo } from 'react'
import { identifier, strongestRole, type RoleTable, type ShellCall } from '../../contract'
import type { ApiRequestError } from '../data/errors'
import { shellOperation } from '../data/operations'
import { buildOperationArgs } from '../data/params'
import { useOperationQuery } from '../data/query'
import type { RouteParams } from '../pages/route-path'
import type { HeldRole, HeldRoles } from './role-decision'
import { type SignedInIdentities, useSignedInIdentities } from './signed-in-identities'

interface Policy {
  roleAssignments: { identityId: string; roleName: string }[]
}

/** a policy's answer: its data, or the error it failed with */
interface Answer {
  data: Policy | undefined
  error: ApiRequestError | null
}

// read once and kept: every row of a list gates its actions by these, and a policy change
// through the access page invalidates them
const kept = { throwOnError: false, refetchOnMount: false } as const

function usePolicy(call: ShellCall, params: RouteParams, enabled: boolean): Answer {
  const op = shellOperation(call)
  const args = op ? buildOperationArgs(op, params) : {}
  const { data, error } = useOperationQuery<Policy>(op, args, { ...kept, enabled })
  return useMemo(() => ({ data, error }), [data, error])
}

function heldIn(
  table: RoleTable,
  policy: Answer,
  identities: SignedInIdentities | undefined,
): HeldRole {
  if (policy.error?.statusCode === 403) return { known: true, role: undefined }
  if (!policy.data || !identities) return { known: false }
  const roles = policy.data.roleAssignments
    .filter((assignment) => identities.ids.has(assignment.identityId))
    .map((assignment) => assignment.roleName)
  const role = strongestRole(table, roles)
  // without the groups, a role of the user's own is known, its absence is not
  return role !== undefined || identities.complete ? { known: true, role } : { known: false }
}

/** the user's roles on the fleet, the silo and (when `params` name one) the project */
export function useHeldRoles(table: RoleTable | undefined, params: RouteParams): HeldRoles {
  const who = useSignedInIdentities()
  const project = table ? params[identifier(table.projectParam)] : undefined
  // the system policy is the query the top bar asks for the system side (shell/session.ts)
  const fleet = usePolicy('fleetPolicy', {}, table !== undefined)
  const silo = usePolicy('siloPolicy', {}, table !== undefined)
  const onProject = usePolicy('projectPolicy', params, project !== undefined)
  return useMemo(() => {
    if (!table) return {}
    const held: HeldRoles = { fleet: heldIn(table, fleet, who), silo: heldIn(table, silo, who) }
    if (project !== undefined) held.project = heldIn(table, onProject, who)
    return held
  }, [table, who, fleet, silo, onProject, project])
}
