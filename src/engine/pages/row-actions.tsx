import { ActionMenu } from '../actions/action-menu'
import { usePerformAction, useRowActions } from '../actions/use-item-actions'
import type { KindDef } from '../../contract'
import type { RouteParams } from './route-path'

/** The "Row actions" menu of one table row (inside the table's `SharedAccessGate`). */
export function RowActions({
  kind,
  row,
  params,
}: {
  kind: KindDef
  row: unknown
  params: RouteParams
}) {
  const actions = useRowActions(kind, row, params)
  const perform = usePerformAction(kind, row, params)
  if (actions.length === 0) return null
  return <ActionMenu label="Row actions" actions={actions} onAction={perform} />
}
