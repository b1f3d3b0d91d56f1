import { useCallback, useEffect, useMemo, useState } from 'react'
import { rowsOf } from '../data/paging'
import type { OperationArgs } from '../data/client'
import { DEFAULT_PAGE_SIZE, useOperationQuery, usePaginatedList } from '../data/query'
import type { KindDef, OperationRef } from '../../contract'
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
}

function RowsOrEmpty({ kind, rows, params, createPath }: ListRowsProps & { rows: unknown[] }) {
  if (rows.length === 0) return <EmptyState kind={kind} createPath={createPath} />
  return <ResourceTable kind={kind} rows={rows} params={params} />
}

/** A cursor-paginated list with the rows-per-page / Prev / Next footer. */
export function PaginatedRows(props: ListRowsProps) {
  const [interval, updatePolling] = usePollInterval(props.kind)
  const list = usePaginatedList(props.op, props.args, DEFAULT_PAGE_SIZE, {
    refetchInterval: interval,
  })
  useEffect(() => updatePolling(list.items), [list.items, updatePolling])

  if (list.isLoading) return <Loading />
  if (list.error) return <LoadError error={list.error} onRetry={list.refetch} />
  return (
    <>
      <RowsOrEmpty {...props} rows={list.items} />
      <PaginationFooter
        pageSize={list.pageSize}
        onPageSizeChange={list.setPageSize}
        hasPrev={list.hasPrev}
        hasNext={list.hasNext}
        onPrev={list.prev}
        onNext={list.next}
      />
    </>
  )
}

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
