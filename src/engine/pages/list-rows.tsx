import { useCallback, useEffect, useMemo, useState } from 'react'
import { rowsOf } from '../data/paging'
import type { OperationArgs } from '../data/client'
import { useListPage, useOperationQuery } from '../data/query'
import type { KindDef, OperationRef } from '../../contract'
import { serverSortValue, useListUrl, type TableSorting } from '../table'
import { pageStart, sortedArgs } from './list-call'
import { EmptyState } from './empty-state'
import { PaginationFooter } from './pagination-footer'
import { ResourceTable } from './resource-table'
import { fieldValue, type RouteParams } from './route-path'
import { LoadError, Loading } from './status'

/** Lists refetch this often while a visible row is in a transitional state. */
export const TRANSITIONAL_POLL_MS = 3000

export function hasTransitionalRow(kind: KindDef, rows: unknown[]): boolean {
  const states = kind.states
  if (!states) return false
  return rows.some((row) => {
    const state = fieldValue(row, states.field)
    return typeof state === 'string' && states.transitional.includes(state)
  })
}

/**
 * The refetch interval of a list: it starts once a fetched page shows a moving row and stops
 * when every row has settled. The list hook needs it before its rows are known, hence state.
 */
function usePollInterval(kind: KindDef): [number | false, (rows: unknown[]) => void] {
  const [moving, setMoving] = useState(false)
  const update = useCallback((rows: unknown[]) => setMoving(hasTransitionalRow(kind, rows)), [kind])
  return [moving ? TRANSITIONAL_POLL_MS : false, update]
}

interface ListRowsProps {
  kind: KindDef
  op: OperationRef
  args: OperationArgs
  params: RouteParams
  createPath?: string
  /** the table's accessible name: the list's title, which a tab shows only to screen readers */
  label?: string
}

function RowsOrEmpty({
  kind,
  rows,
  params,
  createPath,
  sorting,
  label,
}: ListRowsProps & { rows: unknown[]; sorting?: TableSorting }) {
  if (rows.length === 0) return <EmptyState kind={kind} createPath={createPath} />
  return (
    <ResourceTable
      kind={kind}
      rows={rows}
      params={params}
      {...(sorting ? { sorting } : {})}
      {...(label ? { label } : {})}
    />
  )
}

/**
 * A paged list with the rows-per-page / Prev / Next footer. Its order, page and rows per page
 * are in the URL. An order the API offers (`sort_by`) is asked of the server, so it holds across
 * pages; any other sorts the rows of the page shown, and a hint says so.
 */
export function PaginatedRows(props: ListRowsProps) {
  const [interval, updatePolling] = usePollInterval(props.kind)
  const url = useListUrl()
  const { op } = props
  const byServer = serverSortValue(op, url.sort) !== undefined
  const args = sortedArgs(op, props.args, url.sort)
  const { items, query, next } = useListPage(op, args, pageStart(op, url.start), url.pageSize, {
    refetchInterval: interval,
  })
  useEffect(() => updatePolling(items), [items, updatePolling])

  if (query.isLoading) return <Loading />
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  const sorting = { sort: url.sort, onSort: url.setSort, presorted: byServer }
  const inPageOnly = url.sort !== undefined && !byServer && (url.hasPrev || next !== undefined)
  return (
    <>
      {inPageOnly && <p className="sort-hint">{PAGE_SORT_HINT}</p>}
      <RowsOrEmpty {...props} rows={items} sorting={sorting} />
      <PaginationFooter
        pageSize={url.pageSize}
        onPageSizeChange={url.setPageSize}
        hasPrev={url.hasPrev}
        hasNext={next !== undefined}
        onPrev={url.prev}
        onNext={() => {
          if (next !== undefined) url.next(String(next))
        }}
      />
    </>
  )
}

/** said when the rows are ordered in the page, the list having more than one */
export const PAGE_SORT_HINT = 'Sorted within this page only'

/** A list the API returns whole (firewall rules, …): no footer. */
export function WholeRows(props: ListRowsProps) {
  const [interval, updatePolling] = usePollInterval(props.kind)
  const query = useOperationQuery<unknown>(props.op, props.args, { refetchInterval: interval })
  const rows = useMemo(() => rowsOf(props.op, query.data), [props.op, query.data])
  useEffect(() => updatePolling(rows), [rows, updatePolling])

  if (query.isLoading) return <Loading />
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  return <RowsOrEmpty {...props} rows={rows} />
}
