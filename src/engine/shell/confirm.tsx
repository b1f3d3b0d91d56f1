/**
 * The one confirm dialog. Pages ask for it with useConfirm(); it runs `onConfirm`, shows a
 * spinner meanwhile, and on failure closes and reports the (already mapped) error in a toast.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState } from 'react'
import type { ReactNode } from 'react'
import type { Confirm, ConfirmOptions } from './confirm-types'

export type { Confirm, ConfirmOptions } from './confirm-types'

// the dialog (react-aria's modal) loads with the first confirm: no first page needs it
const ConfirmDialog = lazy(() => import('./confirm-dialog'))

const ConfirmContext = createContext<Confirm | null>(null)

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it')
  return confirm
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmOptions | null>(null)
  const confirm = useCallback<Confirm>((opts) => setRequest(opts), [])
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <ConfirmDialog request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  )
}
