/**
 * What a page asks the confirm dialog for: types only, in a leaf module, so the lazily loaded
 * dialog and the action types name them without importing the provider.
 */
import type { ReactNode } from 'react'
import type { PlannedRequest } from '../data/planned-request'

export interface ConfirmOptions {
  title: string
  message: ReactNode
  confirmLabel: string
  /** the button that closes without acting; "Cancel" unless that would read as the action
   * itself (cancelling an upload: "Keep uploading") */
  dismissLabel?: string
  danger?: boolean
  /** title of the error toast when onConfirm fails; defaults to the dialog title */
  errorTitle?: string
  /** throws an Error whose message is ready to show */
  onConfirm: () => Promise<void>
  /** the call confirming makes, offered as "Show request" */
  request?: PlannedRequest
}

export type Confirm = (opts: ConfirmOptions) => void
