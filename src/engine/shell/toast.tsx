/**
 * Toasts: one queue, a stack in the bottom-left corner. Success toasts close after 5 s, errors
 * after 15 s (spec §9); react-aria's region is a live landmark, so screen readers hear them.
 */
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import { createContext, useContext, useMemo } from 'react'
import type { ReactNode } from 'react'
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from './timing'

interface ToastContentData {
  variant: 'success' | 'error'
  title?: string
  message: ReactNode
}

export interface SuccessToastOptions {
  title?: string
  /** ms before it closes by itself */
  timeout?: number
}

export interface Toaster {
  success(message: ReactNode, opts?: SuccessToastOptions): void
  error(title: string, message: string): void
}

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

export function ToastProvider({ children }: { children: ReactNode }) {
  const queue = useMemo(() => new ToastQueue<ToastContentData>({ maxVisibleToasts: 5 }), [])
  const toaster = useMemo(() => toasterFor(queue), [queue])
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <ToastRegion queue={queue} className="toast-region">
        {({ toast }) => (
          <Toast toast={toast} className={`toast toast-${toast.content.variant}`}>
            <ToastContent className="toast-content">
              {toast.content.title && (
                <Text slot="title" className="toast-title">
                  {toast.content.title}
                </Text>
              )}
              <Text slot="description" className="toast-message">
                {toast.content.message}
              </Text>
            </ToastContent>
            <Button slot="close" className="toast-close" aria-label="Dismiss">
              ×
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </ToastContext.Provider>
  )
}
