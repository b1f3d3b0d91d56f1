/**
 * Fleet roles and the access rules that need them. Roles come from the seeded system policy
 * (`role_assignments` naming users or groups); a world without one makes its first user the
 * fleet admin, so the console always has someone who can see everything.
 */
export const fleetRoleOrder = ['viewer', 'collaborator', 'admin'] as const
export type FleetRole = (typeof fleetRoleOrder)[number]

export interface AccessRule {
  /** path prefix the rule covers */
  prefix: string
  /** least fleet role for GET and HEAD */
  read: FleetRole
  /** least fleet role for every other method */
  write: FleetRole
}

/** operator APIs: reading needs a fleet viewer, changing needs a fleet admin */
export const accessRules: AccessRule[] = [
  { prefix: '/v1/system/', read: 'viewer', write: 'admin' },
  { prefix: '/experimental/v1/system/', read: 'viewer', write: 'admin' },
]

export function roleAtLeast(role: FleetRole | undefined, needed: FleetRole): boolean {
  return role !== undefined && fleetRoleOrder.indexOf(role) >= fleetRoleOrder.indexOf(needed)
}

/** the highest of several roles (a user's own and its groups') */
export function strongest(roles: string[]): FleetRole | undefined {
  const known = roles.filter((role): role is FleetRole =>
    fleetRoleOrder.includes(role as FleetRole),
  )
  return known.sort((a, b) => fleetRoleOrder.indexOf(b) - fleetRoleOrder.indexOf(a))[0]
}

export function ruleFor(path: string): AccessRule | undefined {
  return accessRules.find((rule) => path.startsWith(rule.prefix))
}
