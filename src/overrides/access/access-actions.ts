import { defineActionProcessor } from '../../engine'
import type { AccessRow } from './access-rows'

/** What the access page lets a row's menu do; only rows holding a role on the page have it. */
export interface AccessRowHandlers {
  changeRole: () => void
  remove: () => void
}

export type AccessTableRow = AccessRow & { handlers?: AccessRowHandlers }

/**
 * Access rows are identities, not items of the policy kind: the generic actions (Copy ID) do
 * not apply. Rows shown only as inherited (silo roles on a project) are read-only.
 */
export const accessRowActions = defineActionProcessor<AccessTableRow>((_defaults, { row }) => {
  const handlers = row.handlers
  if (!handlers) return []
  return [
    {
      key: 'change-role',
      label: 'Change role',
      perform: { type: 'callback', run: handlers.changeRole },
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      perform: { type: 'callback', run: handlers.remove },
    },
  ]
})
