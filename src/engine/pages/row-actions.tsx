import { ActionMenu } from '../actions/action-menu'
import { useItemActions, usePerformAction } from '../actions/use-item-actions'
import type { KindDef } from '../../contract'
import type { RouteParams } from './route-path'

/** The "Row actions" menu of one table row. */
export function RowActions({
  kind,
  row,
  params,
}: {
  kind: KindDef
  row: unknown
  params: RouteParams
}) {
  const actions = useItemActions(kind, row, params, 'row')
  const perform = usePerformAction(kind, row, params)
  if (actions.length === 0) return null
  return <ActionMenu label="Row actions" actions={actions} onAction={perform} />
}
