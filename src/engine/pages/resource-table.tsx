import { useMemo, type ComponentType } from 'react'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef as TableColumn,
} from '@tanstack/react-table'
import type { ColumnDef, KindDef } from '../../contract'
import { CellValue } from './cells'
import { fieldValue, type RouteParams } from './route-path'
import { RowActions } from './row-actions'
import type { CellProps } from '../slots/types'

interface ResourceTableProps {
  kind: KindDef
  rows: unknown[]
  params: RouteParams
  /** defaults to the kind's list columns */
  columns?: ColumnDef[]
  /** the row menu; off for read-only tables */
  rowActions?: boolean
  /**
   * Renderers of columns that only this table has (an override's own `columns`), by field:
   * the kind's registered cell overrides cover the kind's columns.
   */
  cells?: Record<string, ComponentType<CellProps<never>>>
}

/** What every cell needs besides its row, passed through the table's meta. */
interface TableMeta {
  kind: KindDef
  params: RouteParams
  cells: Record<string, ComponentType<CellProps<never>>> | undefined
}

type Context = CellContext<unknown, unknown>

const metaOf = (context: Context) => context.table.options.meta as TableMeta

function DataCell(context: Context) {
  const { kind, params, cells } = metaOf(context)
  const column = context.column.columnDef.meta as ColumnDef
  return (
    <CellValue
      kind={kind}
      column={column}
      row={context.row.original}
      params={params}
      own={cells?.[column.field]}
    />
  )
}

function ActionsCell(context: Context) {
  const { kind, params } = metaOf(context)
  return <RowActions kind={kind} row={context.row.original} params={params} />
}

function ActionsHeader() {
  return <span className="visually-hidden">Actions</span>
}

/** Keeps a row's DOM (and an open menu) across refetches: rows are keyed by id. */
function rowKey(kind: KindDef, row: unknown, index: number): string {
  const key = fieldValue(row, 'id') ?? fieldValue(row, kind.identityField)
  return key == null ? String(index) : String(key)
}

/** A kind's items as a table, one column per ColumnDef, with a row action menu. */
export function ResourceTable({
  kind,
  rows,
  params,
  columns,
  rowActions = true,
  cells,
}: ResourceTableProps) {
  const shown = columns ?? kind.columns
  const tableColumns = useMemo<TableColumn<unknown>[]>(() => {
    const defs: TableColumn<unknown>[] = shown.map((column) => ({
      id: column.field,
      header: column.header,
      accessorFn: (row) => fieldValue(row, column.field),
      cell: DataCell,
      meta: column,
    }))
    if (rowActions) defs.push({ id: 'actions', header: ActionsHeader, cell: ActionsCell })
    return defs
  }, [shown, rowActions])

  // tanstack table keeps its own state; this console does not run the React compiler
  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => rowKey(kind, row, index),
    meta: { kind, params, cells } satisfies TableMeta,
  })

  return (
    // the wrap scrolls a wide table sideways instead of pushing the row menus off the page
    <div className="table-wrap">
      <table className="table resource-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={header.id === 'actions' ? 'cell-actions' : undefined}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cell.column.id === 'actions' ? 'cell-actions' : undefined}
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
