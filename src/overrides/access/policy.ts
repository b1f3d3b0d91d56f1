import type { IdentityType } from '../../generated/platform/models'
import type { Role } from './roles'

/** One identity holding one role, as every policy kind (silo, project, fleet) spells it. */
export interface Assignment<R extends Role = Role> {
  identityId: string
  identityType: IdentityType
  roleName: R
}

/** A policy is read and written whole: these helpers compute the next whole document. */
export interface Policy<R extends Role = Role> {
  roleAssignments: Assignment<R>[]
}

export interface Identity {
  id: string
  type: IdentityType
  /** display name; the id when the identity is not among the listed users and groups */
  name: string
}

/** Gives an identity a role; any role it held in this policy is replaced (spec §5). */
export function withRole<R extends Role>(
  policy: Policy<R>,
  identity: Identity,
  role: R,
): Policy<R> {
  return {
    roleAssignments: [
      ...withoutIdentity(policy, identity.id).roleAssignments,
      { identityId: identity.id, identityType: identity.type, roleName: role },
    ],
  }
}

/** Drops every assignment of an identity (spec §5). */
export function withoutIdentity<R extends Role>(policy: Policy<R>, identityId: string): Policy<R> {
  return {
    roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId),
  }
}

/** Users before groups, then by name (spec §6). */
export function compareIdentities(a: Identity, b: Identity): number {
  if (a.type !== b.type) return a.type === 'silo_user' ? -1 : 1
  return a.name.localeCompare(b.name)
}

/** Who may still be added: identities without an assignment in this policy (spec §5). */
export function unassignedIdentities(identities: readonly Identity[], policy: Policy): Identity[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId))
  return identities.filter((identity) => !assigned.has(identity.id)).sort(compareIdentities)
}
