/**
 * Who is calling. The current user is the first silo user of the seed (the world's fleet
 * admin) unless `mock-user` (a display name or id) is set, or someone logged in; after
 * logout every call but login is a 401, as on the platform.
 */
import { type Registry, strongestRole } from '../../src/contract/index.ts'
import type { WireItem } from '../inputs.ts'
import type { Db } from '../store/db.ts'
import { kindOfOperation } from '../store/kinds.ts'
import { groupMembers } from './memberships.ts'
import { policyOf, type PolicyScope } from './policies.ts'
import { preference } from './preference.ts'

interface RoleAssignment {
  identity_id?: unknown
  role_name?: unknown
}

export class Session {
  private loggedInId: string | undefined
  private loggedOut = false
  private readonly registry: Registry
  private readonly db: Db

  constructor(registry: Registry, db: Db) {
    this.registry = registry
    this.db = db
  }

  reset(): void {
    this.loggedInId = undefined
    this.loggedOut = false
  }

  /** who is signed in (or that no one is), to be kept across a page load (`restore`) */
  snapshot(): { loggedInId?: string; loggedOut: boolean } {
    return {
      ...(this.loggedInId ? { loggedInId: this.loggedInId } : {}),
      loggedOut: this.loggedOut,
    }
  }

  restore(state: { loggedInId?: string; loggedOut: boolean }): void {
    this.loggedInId = state.loggedInId
    this.loggedOut = state.loggedOut
  }

  private rows(listOperation: string): WireItem[] {
    const kind = kindOfOperation(this.registry, listOperation)
    return kind ? this.db.table(kind.name) : []
  }

  users(): WireItem[] {
    const siloUsers = this.rows('user_list')
    return siloUsers.length > 0 ? siloUsers : this.rows('silo_user_list')
  }

  groups(): WireItem[] {
    return this.rows('group_list')
  }

  silos(): WireItem[] {
    return this.rows('silo_list')
  }

  current(request?: Request): WireItem | undefined {
    if (this.loggedOut) return undefined
    const users = this.users()
    const wanted = this.loggedInId ?? preference('mock-user', request)
    const chosen =
      wanted && users.find((user) => user.id === wanted || user.display_name === wanted)
    return chosen || users[0]
  }

  logIn(user: WireItem): void {
    this.loggedInId = String(user.id)
    this.loggedOut = false
  }

  logOut(): void {
    this.loggedOut = true
  }

  groupsOf(user: WireItem): WireItem[] {
    return this.groups().filter((group) => {
      const members = groupMembers[String(group.display_name)] ?? []
      return members.includes(String(user.display_name))
    })
  }

  private assignments(viewOperation: string): RoleAssignment[] | undefined {
    const kind = kindOfOperation(this.registry, viewOperation)
    const policy = kind ? this.db.table(kind.name)[0] : undefined
    const assigned = policy?.role_assignments
    return Array.isArray(assigned) ? (assigned as RoleAssignment[]) : undefined
  }

  /** the strongest role assigned to the user or a group of theirs, by the role table's ranks */
  private strongestFor(user: WireItem, assigned: RoleAssignment[]): string | undefined {
    const identities = new Set([user.id, ...this.groupsOf(user).map((group) => group.id)])
    const roles = assigned
      .filter((a) => identities.has(a.identity_id))
      .map((a) => String(a.role_name))
    return this.registry.roles ? strongestRole(this.registry.roles, roles) : undefined
  }

  /** whether a policy names anyone of this world (one synthesized from schemas names nobody) */
  private namesAnyone(assigned: RoleAssignment[]): boolean {
    const known = new Set([...this.users(), ...this.groups()].map((identity) => identity.id))
    return assigned.some((assignment) => known.has(assignment.identity_id))
  }

  /** the user's fleet role: the system policy's, or one their silo maps a silo role of theirs to */
  fleetRole(user: WireItem): string | undefined {
    const mapped = this.mappedFleetRoles(user)
    const own = this.policyFleetRole(user)
    const table = this.registry.roles
    return table ? strongestRole(table, own === undefined ? mapped : [own, ...mapped]) : own
  }

  private policyFleetRole(user: WireItem): string | undefined {
    const assigned = this.assignments('system_policy_view')
    // no system policy, or one synthesized from a document without examples (the real
    // platform's document has none): nobody holds a role, so the default user is the
    // strongest there is
    if (!assigned || !this.namesAnyone(assigned)) {
      return user.id === this.users()[0]?.id ? this.registry.roles?.ranks[0] : undefined
    }
    return this.strongestFor(user, assigned)
  }

  /**
   * the fleet roles the user's silo grants through its `mapped_fleet_roles` (silo role → fleet
   * roles), for every silo role they hold themselves or through a group: the fleet access
   * page lists these grants, so the mock lets them count
   */
  private mappedFleetRoles(user: WireItem): string[] {
    const silo = this.silos().find((candidate) => candidate.id === user.silo_id)
    const map = silo?.mapped_fleet_roles
    if (!map || typeof map !== 'object') return []
    const policy = policyOf(this.registry, this.db, 'silo', user.silo_id)
    const identities = new Set([user.id, ...this.groupsOf(user).map((group) => group.id)])
    return (policy.role_assignments as RoleAssignment[])
      .filter((assignment) => identities.has(assignment.identity_id))
      .flatMap((assignment) => {
        const fleet = (map as Record<string, unknown>)[String(assignment.role_name)]
        return Array.isArray(fleet) ? fleet.map(String) : []
      })
  }

  private scopedRole(user: WireItem, scope: PolicyScope, ownerId: unknown) {
    const policy = policyOf(this.registry, this.db, scope, ownerId)
    return this.strongestFor(user, policy.role_assignments as RoleAssignment[])
  }

  /** the user's role in its own silo's policy */
  siloRole(user: WireItem): string | undefined {
    return this.scopedRole(user, 'silo', user.silo_id)
  }

  /** the user's role in a project's own policy (the silo's counts besides: ./roles.ts) */
  ownProjectRole(user: WireItem, projectId: unknown): string | undefined {
    return this.scopedRole(user, 'project', projectId)
  }
}
