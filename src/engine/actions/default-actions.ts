import type { ActionDef, KindDef } from '../../contract'
import { routeOfKind } from '../pages/registry-lookup'
import { fieldValue, itemParams, routePath, type RouteParams } from '../pages/route-path'
import { deleteConfirm } from './action-texts'
import { actionAvailability } from './availability'
import { listChecksOf } from './list-checks'
import type { MenuAction } from './types'

/**
 * The kind's delete action: the manifest's, if declared (its states gate it), else a generic
 * one whenever the kind has a delete operation. Either way it gets the standard confirm.
 */
export function deleteAction(kind: KindDef): ActionDef | undefined {
  const declared = kind.actions.find((action) => action.name === 'delete')
  const operation = declared?.operation ?? kind.ops.delete?.id
  if (!operation) return undefined
  return {
    label: 'Delete',
    ...declared,
    name: 'delete',
    operation,
    danger: true,
    confirm: declared?.confirm ?? deleteConfirm(kind),
  }
}

function toMenuAction(
  kind: KindDef,
  action: ActionDef,
  row: unknown,
  params: RouteParams,
): MenuAction {
  const availability = actionAvailability(kind, action, row)
  const listChecks = listChecksOf(kind, action, row, params)
  return {
    key: action.name,
    label: action.label,
    danger: action.danger,
    disabledReason: availability.enabled ? undefined : availability.reason,
    ...(listChecks.length > 0 ? { listChecks } : {}),
    perform: { type: 'run', action },
  }
}

/**
 * The generic actions of one item, in menu order: Copy ID, Edit, the kind's declared
 * actions, Delete.
 */
export function defaultItemActions(kind: KindDef, row: unknown, params: RouteParams): MenuAction[] {
  const actions: MenuAction[] = []
  const id = fieldValue(row, 'id')
  if (typeof id === 'string') {
    actions.push({ key: 'copy-id', label: 'Copy ID', perform: { type: 'copy', text: id } })
  }
  const editPath = routePath(routeOfKind(kind.name, 'edit'), itemParams(kind, row, params))
  const update = kind.forms.update?.operation ?? kind.ops.update?.id
  if (editPath)
    actions.push({
      key: 'edit',
      label: 'Edit',
      ...(update ? { operation: update } : {}),
      perform: { type: 'link', to: editPath },
    })
  for (const action of kind.actions) {
    if (action.name !== 'delete') actions.push(toMenuAction(kind, action, row, params))
  }
  const remove = deleteAction(kind)
  if (remove) actions.push(toMenuAction(kind, remove, row, params))
  return actions
}
