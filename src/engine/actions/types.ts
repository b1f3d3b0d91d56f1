import type { ActionDef, OperationRef } from '../../contract'
import type { OperationArgs } from '../data/planned-request'
import type { Confirm } from '../shell/confirm-types'
import type { Toaster } from '../shell/toast-types'

/** what an override's callback may use: the one confirm dialog and the toasts */
export interface ActionTools {
  confirm: Confirm
  toast: Toaster
}

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
  /** an override's own doing; it may ask for confirmation and toast like the generic runner */
  | { type: 'callback'; run: (tools: ActionTools) => void }

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
  /** lists the item must hold nothing in, asked for when the menu opens (./list-checks.ts) */
  listChecks?: ListCheck[]
  /**
   * the operation the entry calls, for the role gate (../access): a link's or a callback's;
   * the generic runner's entries name theirs in `perform.action`
   */
  operation?: string
  perform: ActionPerform
}

/**
 * One list an action's item must hold nothing in (an IP pool's ranges before its delete), or
 * in which no row may point at the item (the disks made from an image).
 */
export interface ListCheck {
  operation: OperationRef
  /** the list's first page, asked as a list page asks, so a page showing it answers from cache */
  args: OperationArgs
  /** why the action is refused while the list holds anything */
  reason: string
  /** when set, only rows whose `field` holds the item's `id` count (disks made from an image) */
  pointing?: { field: string; id: string }
}
