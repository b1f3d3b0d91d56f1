/**
 * Toasts: one queue, a stack in the bottom-left corner. Success toasts close after 5 s, errors
 * after 15 s (spec §9); react-aria's region is a live landmark, so screen readers hear them.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'
import { createContext, lazy, Suspense, useContext, useMemo, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from './timing'
import type { ToastContentData, Toaster } from './toast-types'

export type { SuccessToastOptions, ToastContentData, Toaster } from './toast-types'

// the region (react-aria's toasts) loads with the first toast: a first page shows none
const ToastStack = lazy(() => import('./toast-stack'))

function toasterFor(queue: ToastQueue<ToastContentData>): Toaster {
  return {
    success: (message, opts = {}) =>
      void queue.add(
        { variant: 'success', message, ...(opts.title ? { title: opts.title } : {}) },
        { timeout: opts.timeout ?? SUCCESS_TOAST_MS },
      ),
    error: (title, message) =>
      void queue.add({ variant: 'error', title, message }, { timeout: ERROR_TOAST_MS }),
  }
}

const ToastContext = createContext<Toaster | null>(null)

export function useToast(): Toaster {
  const toaster = useContext(ToastContext)
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it')
  return toaster
}

/** true from the first toast on: the region stays once it has appeared */
function useToastsShown(queue: ToastQueue<ToastContentData>): boolean {
  return useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
  )
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const queue = useMemo(() => new ToastQueue<ToastContentData>({ maxVisibleToasts: 5 }), [])
  const toaster = useMemo(() => toasterFor(queue), [queue])
  const shown = useToastsShown(queue)
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastStack queue={queue} />
        </Suspense>
      )}
    </ToastContext.Provider>
  )
}
