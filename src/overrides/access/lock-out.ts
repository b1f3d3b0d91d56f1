/**
 * The lock-out guard's reading of a policy change (issue 25): whether it takes a role from the
 * signed-in user, directly or through a group of theirs, and the words that say what they lose.
 */
import type { AccessLevel } from './access-rows'
import type { Identity, Policy } from './policy'
import { roleRank, strongestRole, type Role } from './roles'

/** the strongest role the user holds in a policy, themselves or through a group */
function heldIn(policy: Policy, mine: ReadonlySet<string>): Role | undefined {
  return strongestRole(
    policy.roleAssignments.filter((a) => mine.has(a.identityId)).map((a) => a.roleName),
  )
}

/** the role the user loses on this policy when `next` replaces `current`; undefined if none */
export function lostRole(
  current: Policy,
  next: Policy,
  mine: ReadonlySet<string>,
): Role | undefined {
  const before = heldIn(current, mine)
  if (before === undefined) return undefined
  const after = heldIn(next, mine)
  return after !== undefined && roleRank(after) <= roleRank(before) ? undefined : before
}

const WHERE: Record<AccessLevel, string> = {
  fleet: 'the fleet',
  silo: 'this silo',
  project: 'this project',
}

/**
 * "You will lose the admin role on this silo and may not be able to change access again."
 * A change made to a group names the group, as that is how the user holds the role.
 */
export function lockOutMessage(lost: Role, level: AccessLevel, changed: Identity): string {
  const through = changed.type === 'silo_group' ? `You belong to ${changed.name}. ` : ''
  const access = lost === 'admin' ? ' and may not be able to change access again' : ''
  return `${through}You will lose the ${lost.replace('_', ' ')} role on ${WHERE[level]}${access}.`
}
