/**
 * Actions refused while the item still holds something (an IP pool with ranges cannot be
 * deleted) or while other items point at it (an image disks were made from): which lists, and
 * the request for each. They are read when a menu opens (./use-list-checks.ts).
 */
import type { ActionDef, KindDef, OperationRef } from '../../contract'
import type { OperationArgs } from '../data/client'
import { findOperation } from '../data/operations'
import { buildOperationArgs, neededOnFirstPage } from '../data/params'
import { pageQuery } from '../data/paging'
import { DEFAULT_PAGE_SIZE } from '../data/query'
import { fieldValue, itemParams, type RouteParams } from '../pages/route-path'
import { REFERENCE_PAGE_SIZE } from '../references/reference-index'
import type { ListCheck } from './types'

/**
 * Whether the call names every selector the list needs: a silo image's menu has no project to
 * list disks in, so that check is left to the platform rather than asked for in vain.
 */
function answerable(operation: OperationRef, args: OperationArgs): boolean {
  const needed = neededOnFirstPage(operation)
  return (
    operation.queryParams.every(
      (param) => !needed(param) || args.query?.[param.name] !== undefined,
    ) && operation.pathParams.every((name) => args.path?.[name] !== undefined)
  )
}

/** the lists `action` requires to hold nothing (of the item's), with the request for each */
export function listChecksOf(
  kind: KindDef,
  action: ActionDef,
  row: unknown,
  params: RouteParams,
): ListCheck[] {
  const itemRoute = itemParams(kind, row, params)
  return (action.requires ?? []).flatMap((condition): ListCheck[] => {
    if (!('empty' in condition)) return []
    const operation = findOperation(condition.empty)
    if (!operation) return []
    const args = buildOperationArgs(operation, itemRoute)
    if (!answerable(operation, args)) return []
    const { where, reason } = condition
    // the item's own list: its first page, as a list page asks for it (a tab showing it
    // answers from cache); rows pointing at it: as many as a reference list reads
    const size = where === undefined ? DEFAULT_PAGE_SIZE : REFERENCE_PAGE_SIZE
    const paging = operation.paginated ? pageQuery(operation, undefined, size) : {}
    let pointing: ListCheck['pointing']
    if (where !== undefined) {
      const id = fieldValue(row, 'id')
      if (typeof id !== 'string') return []
      pointing = { field: where, id }
    }
    return [
      {
        operation,
        args: { ...args, query: { ...args.query, ...paging } },
        reason,
        ...(pointing ? { pointing } : {}),
      },
    ]
  })
}
