import { useMemo } from 'react'
import type { ColumnDef, KindDef } from '../../contract'
import { wirePath } from '../../contract'
import {
  columnPriority,
  columnWraps,
  DataTable,
  type TableColumn,
  type TableSorting,
} from '../table'
import { CellValue } from './cells'
import { fieldValue, type RouteParams } from './route-path'
import { RowActions } from './row-actions'
import { SharedAccessGate } from '../access/shared-gate'
import type { ActionProcessor, CellRenderer } from '../slots/types'

/** `Row`: what the table lists; its own cells and menu processor read rows of that type. */
interface ResourceTableProps<Row> {
  kind: KindDef
  rows: Row[]
  params: RouteParams
  /** defaults to the kind's list columns */
  columns?: ColumnDef[]
  /** the row menu; off for read-only tables */
  rowActions?: boolean
  /**
   * Renderers of columns that only this table has (an override's own `columns`), by field:
   * the kind's registered cell overrides cover the kind's columns.
   */
  cells?: Record<string, CellRenderer<Row>>
  /**
   * The menu's own processor, for rows that are not the kind's items (the access page lists
   * identities under a policy kind): it stands in for the kind's registered one.
   */
  actions?: ActionProcessor<Row>
  /** a list page's order (in the URL, maybe sent to the server); else sorted in the page */
  sorting?: TableSorting
  /** the URL parameter of the order when the page holds more than one table */
  sortParam?: string
  label?: string
}

/** Keeps a row's DOM (and an open menu) across refetches: rows are keyed by id. */
function rowKey(kind: KindDef, row: unknown, index: number): string {
  const key = fieldValue(row, 'id') ?? fieldValue(row, kind.identityField)
  return key == null ? String(index) : String(key)
}

/** ids of other items, structured values and worked-out cells have no order a person reads */
const UNSORTED = new Set<ColumnDef['type']>(['json'])

export function sortable(column: ColumnDef): boolean {
  return !UNSORTED.has(column.type) && !column.reference && !column.cell
}

/** a registry column in the table's terms: named in the URL by its wire name */
export function tableColumn(column: ColumnDef): Omit<TableColumn<unknown>, 'cell'> {
  return {
    id: wirePath(column.field),
    header: column.header,
    priority: columnPriority(column),
    wrap: columnWraps(column),
    ...(sortable(column) ? { sortValue: (row) => fieldValue(row, column.field) ?? undefined } : {}),
  }
}

/** A kind's items as a table, one column per ColumnDef, with a row action menu. */
export function ResourceTable<Row = unknown>({
  kind,
  rows,
  params,
  columns,
  rowActions = true,
  cells,
  actions: processor,
  sorting,
  sortParam,
  label,
}: ResourceTableProps<Row>) {
  const shown = columns ?? kind.columns
  const tableColumns = useMemo(
    () =>
      shown.map((column): TableColumn<unknown> => ({
        ...tableColumn(column),
        cell: (row) => (
          <CellValue
            kind={kind}
            column={column}
            row={row}
            params={params}
            own={cells?.[column.field]}
          />
        ),
      })),
    [shown, kind, params, cells],
  )
  const actions = useMemo(
    () =>
      rowActions
        ? (row: unknown) => (
            <RowActions kind={kind} row={row} params={params} processor={processor} />
          )
        : undefined,
    [rowActions, kind, params, processor],
  )
  const table = (
    <DataTable
      columns={tableColumns}
      rows={rows}
      rowKey={(row, index) => rowKey(kind, row, index)}
      {...(actions ? { actions } : {})}
      {...(sorting ? { sorting } : {})}
      {...(sortParam ? { sortParam } : {})}
      {...(label ? { label } : {})}
    />
  )
  return rowActions ? <SharedAccessGate params={params}>{table}</SharedAccessGate> : table
}
