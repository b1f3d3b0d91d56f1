import type { ReactNode } from 'react'
import type { MenuAction } from '../actions/types'
import { ActionMenu } from '../actions/action-menu'

/** A row's menu: its accessible name, its actions, what choosing one does. */
export interface RowMenu {
  label: string
  actions: MenuAction[]
  onAction: (action: MenuAction) => void
}

/**
 * Rows an override lists with menus of its own (an instance's groups, its external IPs, the
 * uploaded releases), in the look of the engine's tables: ResourceTable's menus come from the
 * kind, these from the override.
 */
export function MenuTable<Row>({
  columns,
  rows,
  rowKey,
  cells,
  menu,
}: {
  columns: string[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** the row's cells, one per column */
  cells: (row: Row) => ReactNode
  menu: (row: Row) => RowMenu
}) {
  return (
    <div className="table-wrap">
      <table className="table resource-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col" className="cell-actions">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row)}
              <td className="cell-actions">
                <ActionMenu {...menu(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
