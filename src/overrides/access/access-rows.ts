import type { IdentityType } from '../../generated/platform/models'
import { compareIdentities, type Assignment, type Identity } from './policy'
import { byStrength, type Role } from './roles'

/** The level a role is held at; it prefixes the role badge: `silo.admin`, `project.viewer`. */
export type AccessLevel = 'fleet' | 'silo' | 'project'

export interface RoleBadge {
  level: AccessLevel
  role: Role
}

/** One row of an access table: an identity and every role it holds there. */
export interface AccessRow extends Identity {
  /** what the Type column says */
  kind: 'user' | 'group'
  /** strongest first */
  roles: RoleBadge[]
  /** the role held in the policy this page edits; absent on rows shown only as inherited */
  ownRole?: Role
}

export const IDENTITY_KIND: Record<IdentityType, 'user' | 'group'> = {
  silo_user: 'user',
  silo_group: 'group',
}

export interface AccessSources {
  /** the assignments of the policy the page edits */
  own: readonly Assignment[]
  level: AccessLevel
  /** assignments shown read-only beside them (the silo's, on a project) */
  inherited?: { level: AccessLevel; assignments: readonly Assignment[] }
  /** listed users and groups, for names */
  identities: readonly Identity[]
}

function badgeOrder(a: RoleBadge, b: RoleBadge): number {
  // equal roles: the wider level first, as it is the one that grants it everywhere
  return byStrength(a.role, b.role) || (a.level === b.level ? 0 : a.level === 'project' ? 1 : -1)
}

/**
 * Merges the page's own assignments with inherited ones into one row per identity, named
 * from the user and group lists, sorted users before groups and then by name (spec §6).
 */
export function accessRows({ own, level, inherited, identities }: AccessSources): AccessRow[] {
  const names = new Map(identities.map((identity) => [identity.id, identity.name]))
  const rows = new Map<string, AccessRow>()

  const add = (assignment: Assignment, badgeLevel: AccessLevel, isOwn: boolean) => {
    const id = assignment.identityId
    const row = rows.get(id) ?? {
      id,
      type: assignment.identityType,
      name: names.get(id) ?? id,
      kind: IDENTITY_KIND[assignment.identityType],
      roles: [],
    }
    row.roles.push({ level: badgeLevel, role: assignment.roleName })
    if (isOwn) row.ownRole = assignment.roleName
    rows.set(id, row)
  }

  if (inherited) {
    for (const assignment of inherited.assignments) add(assignment, inherited.level, false)
  }
  for (const assignment of own) add(assignment, level, true)

  return [...rows.values()]
    .map((row) => ({ ...row, roles: [...row.roles].sort(badgeOrder) }))
    .sort(compareIdentities)
}
