import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import type { MenuAction } from '../actions/types'
import { ActionMenu } from '../actions/action-menu'
import { gateActions } from '../access/gate-actions'
import { useAccessGate } from '../access/use-access'

/** A row's menu: its accessible name, its actions, what choosing one does. */
export interface RowMenu {
  label: string
  actions: MenuAction[]
  onAction: (action: MenuAction) => void
}

/**
 * Rows an override lists with menus of its own (an instance's groups, its external IPs, the
 * uploaded releases), in the look of the engine's tables: ResourceTable's menus come from the
 * kind, these from the override. Entries naming their operation are gated by the user's role,
 * as the kind's menus are.
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
  const gate = useAccessGate(useParams())
  const gated = (row: Row): RowMenu => {
    const rowMenu = menu(row)
    return { ...rowMenu, actions: gateActions(rowMenu.actions, gate) }
  }
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
                <ActionMenu {...gated(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
