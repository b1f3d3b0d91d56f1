/**
 * What a toast holds and what pages call to raise one: types only, in a leaf module, so the
 * lazily loaded stack and the action types name them without importing the provider.
 */
import type { ReactNode } from 'react'

export interface ToastContentData {
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
