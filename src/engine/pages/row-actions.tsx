import { ActionMenu } from '../actions/action-menu'
import { usePerformAction, useRowActions } from '../actions/use-item-actions'
import type { KindDef } from '../../contract'
import type { ActionProcessor } from '../slots/types'
import type { RouteParams } from './route-path'

/**
 * The "Row actions" menu of one table row (inside the table's `SharedAccessGate`); `processor`
 * is the table's own, for rows that are not the kind's items.
 */
export function RowActions({
  kind,
  row,
  params,
  processor,
}: {
  kind: KindDef
  row: unknown
  params: RouteParams
  processor?: ActionProcessor<never> | undefined
}) {
  const actions = useRowActions(kind, row, params, processor)
  const perform = usePerformAction(kind, row, params)
  if (actions.length === 0) return null
  return <ActionMenu label="Row actions" actions={actions} onAction={perform} />
}
