/**
 * The call a list route's rows are read with: the list page asks it when it renders, and
 * `prefetchFirstList` (first-list.ts) asks the same before the first page has rendered.
 */
import type { KindDef, OperationRef, RouteDef } from '../../contract'
import type { OperationArgs } from '../data/client'
import { buildOperationArgs } from '../data/params'
import { DEFAULT_PAGE_SIZE, pageArgs } from '../data/query'
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

/** the arguments of the rows' first call: a paged list asks for its first page of the default size */
export function firstPageArgs({ op, args }: ListCall): OperationArgs {
  return op.paginated ? pageArgs(op, args, undefined, DEFAULT_PAGE_SIZE) : args
}
