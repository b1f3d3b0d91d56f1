/**
 * Which orders the list's API gives across all pages (its `sort_by`, found by codegen): a column
 * sorted that way is sent to the server, any other order sorts only the page shown.
 */
import type { OperationRef } from '../../contract'
import type { ColumnSort } from './list-url'

/** the sort parameter's value for this order, or undefined when the API has no such order */
export function serverSortValue(
  op: OperationRef | undefined,
  sort: ColumnSort | undefined,
): string | undefined {
  if (sort === undefined) return undefined
  return op?.sort?.modes.find((mode) => mode.field === sort.id && mode.descending === sort.desc)
    ?.value
}

/** the list call's query with the order, when the API gives it */
export function sortQuery(
  op: OperationRef | undefined,
  sort: ColumnSort | undefined,
): Record<string, string> {
  const value = serverSortValue(op, sort)
  return value === undefined || op?.sort === undefined ? {} : { [op.sort.param]: value }
}
