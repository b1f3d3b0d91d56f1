/**
 * The call a list route's rows are read with: the list page asks it when it renders, and
 * `prefetchFirstList` (first-list.ts) asks the same before the first page has rendered.
 */
import type { KindDef, OperationRef, RouteDef } from '../../contract'
import type { OperationArgs } from '../data/client'
import { buildOperationArgs } from '../data/params'
import type { PageStart } from '../data/paging'
import { pageArgs } from '../data/query'
import { listPlace, sortQuery, type ColumnSort } from '../table'
import { kindByName, operationOfKind } from './registry-lookup'
import type { RouteParams } from './route-path'

export interface ListCall {
  kind: KindDef
  /** the kind's own list, or the operation a tab lists it through (an instance's disks) */
  op: OperationRef
  args: OperationArgs
}

export function listCall(route: RouteDef, params: RouteParams): ListCall {
  if (route.page.type !== 'list') throw new Error(`Route ${route.id} is not a list`)
  const { kind: kindName, operation } = route.page
  const kind = kindByName(kindName)
  const op = operation ? operationOfKind(kind, operation) : kind.ops.list
  if (!op) throw new Error(`Kind "${kind.name}" has no list operation`)
  return { kind, op, args: buildOperationArgs(op, params) }
}

/** the list's own arguments and, when its API orders by the column, the order */
export function sortedArgs(
  op: OperationRef,
  args: OperationArgs,
  sort: ColumnSort | undefined,
): OperationArgs {
  const query = sortQuery(op, sort)
  return Object.keys(query).length === 0 ? args : { ...args, query: { ...args.query, ...query } }
}

/** where a paged list's page starts, as its URL says: a token, or an offset for offset paging */
export function pageStart(op: OperationRef, start: string | undefined): PageStart | undefined {
  return start !== undefined && op.paginated?.offset ? Number(start) : start
}

/** the arguments of the rows' first call: the page, size and order the URL asks for */
export function firstPageArgs({ op, args }: ListCall, search: URLSearchParams): OperationArgs {
  if (!op.paginated) return args
  const { sort, start, pageSize } = listPlace(search)
  return pageArgs(op, sortedArgs(op, args, sort), pageStart(op, start), pageSize)
}
