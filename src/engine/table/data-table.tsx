/**
 * The one table of the console: the generic lists, the crafted tables of the overrides and the
 * tables inside tabs all draw their rows with it. TanStack Table keeps the columns, the order
 * and the sorted rows (headless: the markup and styles are ours); the order lives in the URL.
 */
import { useMemo, type ReactNode } from 'react'
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type Row as TableRow,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { compareValues } from './compare'
import { useUrlSort, type ColumnSort } from './list-url'
import { ariaSort, SortButton } from './sort-button'

export interface TableColumn<Row> {
  /** names the column in the URL's order (`?sort=time_created`) */
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /** what the column orders by; a column without one cannot be sorted and has no button */
  sortValue?: (row: Row) => unknown
  /**
   * how much the column matters when the table is narrow: 1 always shows, 2 (the default) may
   * wrap, 3 is the first to hide
   */
  priority?: 1 | 2 | 3
  /** free text that may take a second line rather than widen the table */
  wrap?: boolean
}

/** an order kept by the caller: a list page's, whose server may sort across pages */
export interface TableSorting {
  sort: ColumnSort | undefined
  onSort: (sort: ColumnSort | undefined) => void
  /** the rows come in this order from the server: the table keeps them as they are */
  presorted: boolean
}

interface DataTableProps<Row> {
  columns: TableColumn<Row>[]
  rows: Row[]
  /** keeps a row's DOM (and an open menu) across refetches */
  rowKey: (row: Row, index: number) => string
  /** the row's menu, in a last column of its own */
  actions?: (row: Row) => ReactNode
  /** the order and who keeps it; by default the URL's `sortParam`, sorted in the page */
  sorting?: TableSorting
  /** the URL parameter of a table without `sorting`: tables sharing a page need their own */
  sortParam?: string
  label?: string
}

const ACTIONS = 'actions'

/**
 * Every body cell is this one component, which draws with the column's own function (kept in
 * the column's meta). TanStack renders a cell function as a component, so a function made anew
 * on each render (a page polling its rollout, a list refetching) would be a new component type
 * and remount the cell: an open row menu would close under the operator's pointer.
 */
function BodyCell<Row>({ row, column }: CellContext<Row, unknown>) {
  return (column.columnDef.meta as TableColumn<Row>).cell(row.original)
}

function toSorting(sort: ColumnSort | undefined): SortingState {
  return sort === undefined ? [] : [sort]
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  actions,
  sorting,
  sortParam = 'sort',
  label,
}: DataTableProps<Row>) {
  const [urlSort, setUrlSort] = useUrlSort(sortParam)
  const sort = sorting ? sorting.sort : urlSort
  const setSort = sorting ? sorting.onSort : setUrlSort
  const known = sort !== undefined && columns.some((c) => c.id === sort.id && c.sortValue)

  const defs = useMemo<ColumnDef<Row>[]>(() => {
    const shown: ColumnDef<Row>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      cell: BodyCell,
      enableSorting: column.sortValue !== undefined,
      sortUndefined: 'last',
      sortingFn: (a: TableRow<Row>, b: TableRow<Row>, id: string) =>
        compareValues(a.getValue(id), b.getValue(id)),
      ...(column.sortValue ? { accessorFn: column.sortValue } : {}),
      meta: column,
    }))
    if (actions) {
      const menu: TableColumn<Row> = { id: ACTIONS, header: '', cell: actions }
      shown.push({ id: ACTIONS, header: '', cell: BodyCell, meta: menu })
    }
    return shown
  }, [columns, actions])

  // one array per order, not per render: the sorted rows are recomputed when it changes
  const sortId = known ? sort.id : undefined
  const sortDesc = known ? sort.desc : false
  const sortingState = useMemo(
    () => toSorting(sortId === undefined ? undefined : { id: sortId, desc: sortDesc }),
    [sortId, sortDesc],
  )

  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting: sortingState },
    // the table neither pages nor expands (the API pages): TanStack's resets of those, queued
    // whenever the rows are recomputed, would only set state that nothing reads, render again
    // and, with columns made anew on each render, never stop
    autoResetAll: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(toSorting(sort)) : updater
      setSort(next[0])
    },
    // first click ascending, then descending, then back to the API's own order
    sortDescFirst: false,
    enableMultiSort: false,
    manualSorting: sorting?.presorted ?? false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row, index) => rowKey(row, index),
  })

  return (
    <div className="table-wrap">
      <table className="table resource-table" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column
                if (column.id === ACTIONS) {
                  return (
                    <th key={header.id} scope="col" className="cell-actions">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  )
                }
                const meta = column.columnDef.meta as TableColumn<Row>
                const sorted = column.getIsSorted()
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={priorityClass(meta)}
                    aria-sort={column.getCanSort() ? ariaSort(sorted) : undefined}
                  >
                    {column.getCanSort() ? (
                      <SortButton
                        header={meta.header}
                        sorted={sorted}
                        onSort={() => column.toggleSorting(undefined, false)}
                      />
                    ) : (
                      meta.header
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={
                    cell.column.id === ACTIONS
                      ? 'cell-actions'
                      : priorityClass(cell.column.columnDef.meta as TableColumn<Row>)
                  }
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function priorityClass(column: { priority?: number; wrap?: boolean }): string | undefined {
  const classes = [
    column.priority === undefined ? '' : `col-priority-${column.priority}`,
    column.wrap ? 'col-wrap' : '',
  ].filter(Boolean)
  return classes.length > 0 ? classes.join(' ') : undefined
}
