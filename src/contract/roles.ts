/**
 * The role table's rules, shared by the console (which disables what a user cannot call) and
 * the mock (which refuses it): one reading of ranks, so the two never disagree.
 */
/** Where a role is held: the scopes nest, a role on one counts on every scope inside it. */
export const ACCESS_SCOPES = ['fleet', 'silo', 'project'] as const
export type AccessScope = (typeof ACCESS_SCOPES)[number]

/** The least role an operation needs, and the scope it is checked on. */
export interface AccessRule {
  scope: AccessScope
  /** one of the table's `ranks` */
  role: string
}

/** The one role table the console gates its controls by and the mock enforces. */
export interface RoleTable {
  /** role names, strongest first: the lowest rank wins (spec §6) */
  ranks: string[]
  /** the route and query parameter naming the project an operation's project role is held on */
  projectParam: string
  /** every operation of the document by id; null: anyone signed in may call it */
  operations: Record<string, AccessRule | null>
}

/** a role's rank: 0 is the strongest; unknown names rank below every role */
export function roleRank(table: RoleTable, role: string): number {
  const rank = table.ranks.indexOf(role)
  return rank === -1 ? table.ranks.length : rank
}

/** the strongest of several roles (a user's own and its groups'), undefined when none is known */
export function strongestRole(table: RoleTable, roles: readonly string[]): string | undefined {
  const known = roles.filter((role) => table.ranks.includes(role))
  return known.sort((a, b) => roleRank(table, a) - roleRank(table, b))[0]
}

/** whether holding `held` is enough for `needed` */
export function roleSatisfies(table: RoleTable, held: string | undefined, needed: string): boolean {
  return held !== undefined && roleRank(table, held) <= roleRank(table, needed)
}

/** the rule of one operation: undefined when the table has none (the API decides alone) */
export function accessRuleOf(
  table: RoleTable | undefined,
  operationId: string,
): AccessRule | null | undefined {
  return table?.operations[operationId]
}
