import type { ActionProcessor } from '../../engine'
import type { AccessRow } from './access-rows'

/** What the access page lets a row's menu do; only rows holding a role on the page have it. */
export interface AccessRowHandlers {
  changeRole: () => void
  remove: () => void
}

export type AccessTableRow = AccessRow & { handlers?: AccessRowHandlers }

/**
 * Access rows are identities, not items of the policy kind: the generic actions (Copy ID) do
 * not apply. Rows shown only as inherited (silo roles on a project) are read-only. Both
 * entries rewrite the policy, so they name its update: a role that cannot change access sees
 * them disabled, with the reason. The table hands it its rows itself (ResourceTable's
 * `actions`): they are not the policy kind's items, so no kind's processor could type them.
 */
export const accessRowActions: ActionProcessor<AccessTableRow> = (_defaults, { row, kind }) => {
  const handlers = row.handlers
  if (!handlers) return []
  const operation = kind.ops.update?.id
  const rewrites = operation ? { operation } : {}
  return [
    {
      key: 'change-role',
      label: 'Change role',
      ...rewrites,
      perform: { type: 'callback', run: handlers.changeRole },
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      ...rewrites,
      perform: { type: 'callback', run: handlers.remove },
    },
  ]
}
