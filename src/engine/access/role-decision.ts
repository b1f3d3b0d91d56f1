/**
 * Whether the signed-in user's roles allow an operation, from what the console could read of
 * them: one answer per scope the rule's role counts on (the fleet's, the silo's, the
 * project's). A scope whose policy could not be read is unknown, and an unknown never refuses:
 * the control stays enabled and the API decides. Guessing "no" would lock a user out of what
 * they may do whenever a policy read fails.
 */
import { type AccessRule, type AccessScope, roleSatisfies, type RoleTable } from '../../contract'
import type { Availability } from '../actions/types'

/** a role read from a policy (undefined: none held), or unknown when the policy was not read */
export type HeldRole = { known: true; role: string | undefined } | { known: false }

export type HeldRoles = Partial<Record<AccessScope, HeldRole>>

/** the scopes whose roles count for a rule: its own and the ones around it */
const COUNTING: Record<AccessScope, AccessScope[]> = {
  fleet: ['fleet'],
  silo: ['fleet', 'silo'],
  project: ['fleet', 'silo', 'project'],
}

/** the reason a control is disabled: "Requires the collaborator role on mock-project" */
export const roleReason = (role: string, where: string) => `Requires the ${role} role on ${where}`

/**
 * `held` has the project only when the page names one; a project rule on a page without one
 * (the silo's images) is decided on the silo. `where` names the narrowest scope decided on.
 */
export function accessDecision(
  table: RoleTable,
  rule: AccessRule | null | undefined,
  held: HeldRoles,
  where: (scope: AccessScope) => string,
): Availability {
  if (!rule) return { enabled: true }
  const scopes = COUNTING[rule.scope].filter((scope) => held[scope] !== undefined)
  const answers = scopes.map((scope) => held[scope] as HeldRole)
  if (answers.some((a) => a.known && roleSatisfies(table, a.role, rule.role))) {
    return { enabled: true }
  }
  if (answers.length === 0 || answers.some((a) => !a.known)) return { enabled: true }
  const narrowest = scopes[scopes.length - 1] as AccessScope
  return { enabled: false, reason: roleReason(rule.role, where(narrowest)) }
}
