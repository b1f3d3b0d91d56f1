import { useParams } from 'react-router'
import type { MenuAction } from '../actions/types'
import { ActionMenu } from '../actions/action-menu'
import { gateActions } from '../access/gate-actions'
import { useAccessGate } from '../access/use-access'
import { DataTable, type TableColumn } from '../table'

/** A row's menu: its accessible name, its actions, what choosing one does. */
export interface RowMenu {
  label: string
  actions: MenuAction[]
  onAction: (action: MenuAction) => void
}

/**
 * Rows an override lists with menus of its own (an instance's groups, its external IPs, the
 * uploaded releases), in the engine's one table: ResourceTable's menus come from the kind,
 * these from the override. Each table names its own URL parameter for its order, since it
 * shares its page with others. Entries naming their operation are gated by the user's role,
 * as the kind's menus are.
 */
export function MenuTable<Row>({
  columns,
  rows,
  rowKey,
  menu,
  sortParam,
  label,
}: {
  columns: TableColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  menu: (row: Row) => RowMenu
  sortParam: string
  label?: string
}) {
  const gate = useAccessGate(useParams())
  const gated = (row: Row): RowMenu => {
    const rowMenu = menu(row)
    return { ...rowMenu, actions: gateActions(rowMenu.actions, gate) }
  }
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      actions={(row) => <ActionMenu {...gated(row)} />}
      sortParam={sortParam}
      {...(label ? { label } : {})}
    />
  )
}
