import { roleRanks } from '../../engine'
import type { FleetRole, SiloRole } from '../../generated/platform/models'

/** Silo and project roles are the same four names; fleet roles are three of them. */
export type Role = SiloRole

/**
 * Strength of a role: the lower, the stronger, as the registry's role table ranks them (spec §6:
 * admin 0, collaborator 1, viewer 2). The API's fourth role, limited collaborator, is a
 * collaborator without networking: it ranks just below collaborator without moving the ranks
 * the table fixes.
 */
export function roleRank(role: Role): number {
  if (role === 'limited_collaborator') return roleRank('collaborator') + 0.5
  // without a table (no manifest) the API's own order of its roles stands in
  const ranks = roleRanks() ?? SILO_ROLES
  const rank = ranks.indexOf(role)
  return rank === -1 ? ranks.length : rank
}

/** Orders roles strongest first, for sorting badges. */
export function byStrength(a: Role, b: Role): number {
  return roleRank(a) - roleRank(b)
}

/** The strongest of several roles (an identity may hold one directly and one through the silo). */
export function strongestRole(roles: readonly Role[]): Role | undefined {
  return [...roles].sort(byStrength)[0]
}

export const SILO_ROLES: readonly Role[] = [
  'admin',
  'collaborator',
  'limited_collaborator',
  'viewer',
]
export const FLEET_ROLES: readonly FleetRole[] = ['admin', 'collaborator', 'viewer']

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  collaborator: 'Collaborator',
  limited_collaborator: 'Limited collaborator',
  viewer: 'Viewer',
}

/** One line under each choice of the role radio group. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Can do everything, including deciding who has access',
  collaborator: 'Can create, change and delete resources',
  limited_collaborator: 'Can create, change and delete resources other than networking',
  viewer: 'Can see resources but not change them',
}
