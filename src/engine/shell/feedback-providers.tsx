import type { ReactNode } from 'react'
import { ConfirmProvider } from './confirm'
import { FormDialogProvider } from './form-dialog'
import { ToastProvider } from './toast'

/** What pages use to talk back to a person: toasts, the confirm dialog and the action form. */
export function FeedbackProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <FormDialogProvider>{children}</FormDialogProvider>
      </ConfirmProvider>
    </ToastProvider>
  )
}
