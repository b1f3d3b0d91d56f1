/**
 * The lists an action's item must hold nothing in (./list-checks.ts) are asked for only when a
 * menu opens, for the one item at hand, never once per table row. An item page that shows the
 * same list (an IP pool's ranges tab) has it cached under the same key, so its menu answers at
 * once (the cache is refreshed behind it when older than the queries' stale time).
 */
import { useQueries } from '@tanstack/react-query'
import { rowsOf } from '../data/paging'
import { operationQueryOptions } from '../data/query'
import { fieldValue } from '../pages/route-path'
import type { ListCheck, MenuAction } from './types'

/** shown while the lists are still being read */
export const CHECKING_REASON = 'Checking…'

/** whether a list's answer holds anything the check counts */
function holds(check: ListCheck, data: unknown): boolean {
  const rows = rowsOf(check.operation, data)
  const { pointing } = check
  if (pointing === undefined) return rows.length > 0
  return rows.some((row) => fieldValue(row, pointing.field) === pointing.id)
}

/**
 * The menu's actions with their list checks read: refused with the check's reason while a
 * list holds anything, disabled while a list is being read. A list that cannot be read
 * leaves the action to the platform, which refuses it with its own message.
 */
export function useListChecks(actions: MenuAction[]): MenuAction[] {
  const checks = actions.flatMap((action) =>
    action.disabledReason ? [] : (action.listChecks ?? []).map((check) => ({ action, check })),
  )
  const answers = useQueries({
    // a list that cannot be read is no page error here: the action is left to the platform
    queries: checks.map(({ check }) =>
      operationQueryOptions(check.operation, check.args, { throwOnError: false }),
    ),
  })
  return actions.map((action) => {
    if (action.disabledReason) return action
    const own = checks.flatMap(({ action: of, check }, i) =>
      of === action ? [{ check, answer: answers[i] }] : [],
    )
    const held = own.find(
      ({ check, answer }) => answer?.data !== undefined && holds(check, answer.data),
    )
    if (held) return { ...action, disabledReason: held.check.reason }
    if (own.some(({ answer }) => answer?.isPending)) {
      return { ...action, disabledReason: CHECKING_REASON }
    }
    return action
  })
}
