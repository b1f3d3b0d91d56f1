import type { MenuAction } from '../actions/types'
import { ActionMenu } from '../actions/action-menu'
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
 * shares its page with others.
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
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      actions={(row) => <ActionMenu {...menu(row)} />}
      sortParam={sortParam}
      {...(label ? { label } : {})}
    />
  )
}
