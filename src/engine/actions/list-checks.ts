/**
 * Actions refused while the item still holds something (an IP pool with ranges cannot be
 * deleted): which lists, and the request for each. They are read when a menu opens
 * (./use-list-checks.ts).
 */
import type { ActionDef, KindDef } from '../../contract'
import { findOperation } from '../data/operations'
import { buildOperationArgs } from '../data/params'
import { pageQuery } from '../data/paging'
import { DEFAULT_PAGE_SIZE } from '../data/query'
import { itemParams, type RouteParams } from '../pages/route-path'
import type { ListCheck } from './types'

/** the lists `action` requires the item to hold nothing in, with the request for each */
export function listChecksOf(
  kind: KindDef,
  action: ActionDef,
  row: unknown,
  params: RouteParams,
): ListCheck[] {
  const itemRoute = itemParams(kind, row, params)
  return (action.requires ?? []).flatMap((condition) => {
    if (!('empty' in condition)) return []
    const operation = findOperation(condition.empty)
    if (!operation) return []
    const args = buildOperationArgs(operation, itemRoute)
    // the first page as a list page asks for it
    const paging = operation.paginated ? pageQuery(operation, undefined, DEFAULT_PAGE_SIZE) : {}
    return [
      {
        operation,
        args: { ...args, query: { ...args.query, ...paging } },
        reason: condition.reason,
      },
    ]
  })
}
