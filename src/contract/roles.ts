/**
 * The role table's rules, shared by the console (which disables what a user cannot call) and
 * the mock (which refuses it): one reading of ranks, so the two never disagree.
 */
import type { AccessRule, RoleTable } from './registry'

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
