import type { AccessLevel } from './access-rows'
import { FLEET_ROLES, SILO_ROLES, type Role } from './roles'

/** What differs between the silo, project and fleet access pages. */
export interface AccessScope {
  level: AccessLevel
  /** the roles this policy can grant, strongest first */
  roles: readonly Role[]
  /** the label of the role radio group */
  roleLabel: string
  /** the project page also lists the silo's assignments, read-only */
  showsSiloRoles: boolean
  /** the fleet page also lists the fleet roles silos grant through their role mappings */
  showsMappedRoles?: boolean
  /** how roles held here carry over, shown in the add and change dialogs */
  note?: string
}

export const SILO_ACCESS: AccessScope = {
  level: 'silo',
  roles: SILO_ROLES,
  roleLabel: 'Silo role',
  showsSiloRoles: false,
  note: 'A silo role applies to every project in the silo.',
}

export const PROJECT_ACCESS: AccessScope = {
  level: 'project',
  roles: SILO_ROLES,
  roleLabel: 'Project role',
  showsSiloRoles: true,
  note: 'Silo roles also apply here; whoever holds both has the stronger of the two.',
}

export const FLEET_ACCESS: AccessScope = {
  level: 'fleet',
  roles: FLEET_ROLES,
  roleLabel: 'Fleet role',
  showsSiloRoles: false,
  showsMappedRoles: true,
}
