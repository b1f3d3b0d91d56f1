import type { ComponentType } from 'react'
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

/** Keeps a row's DOM (and an open menu) across refetches: rows are keyed by id. */
function rowKey(kind: KindDef, row: unknown, index: number): string {
  const key = fieldValue(row, 'id') ?? fieldValue(row, kind.identityField)
  return key == null ? String(index) : String(key)
}

/**
 * A kind's items as a table, one column per ColumnDef, with a row action menu. Plain rows and
 * cells: the table neither sorts, filters nor groups, so a table library's core (all of those
 * features, on the first page's path) would only map columns to cells.
 */
export function ResourceTable({
  kind,
  rows,
  params,
  columns,
  rowActions = true,
  cells,
}: ResourceTableProps) {
  const shown = columns ?? kind.columns
  return (
    // the wrap scrolls a wide table sideways instead of pushing the row menus off the page
    <div className="table-wrap">
      <table className="table resource-table">
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.field} scope="col">
                {column.header}
              </th>
            ))}
            {rowActions && (
              <th scope="col" className="cell-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(kind, row, index)}>
              {shown.map((column) => (
                <td key={column.field}>
                  <CellValue
                    kind={kind}
                    column={column}
                    row={row}
                    params={params}
                    own={cells?.[column.field]}
                  />
                </td>
              ))}
              {rowActions && (
                <td className="cell-actions">
                  <RowActions kind={kind} row={row} params={params} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
