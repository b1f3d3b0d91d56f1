import type { ActionDef } from '../registry/types'

/** Whether an action may run on a row, and if not, why (shown as tooltip and description). */
export interface Availability {
  enabled: boolean
  reason?: string
}

/** What choosing a menu entry does. */
export type ActionPerform =
  /** the generic runner: confirm if declared, call the operation, toast, invalidate the kind */
  | { type: 'run'; action: ActionDef }
  | { type: 'link'; to: string }
  | { type: 'copy'; text: string }
  | { type: 'callback'; run: () => void }

/**
 * One entry of a row's or an item page's action menu, already gated. The generic engine
 * builds these from the kind; an override's action processor may change, add or remove them.
 */
export interface MenuAction {
  /** stable key: the action's name (`start`, `delete`), `copy-id`, `edit` */
  key: string
  label: string
  danger?: boolean
  /** set when the action is not allowed for this row; the entry stays visible, disabled */
  disabledReason?: string
  perform: ActionPerform
}
