import { useSyncExternalStore } from 'react'
import type { RouteParams } from '../../engine/pages/route-path'

/** A rule the user chose to delete from a row menu, waiting for the rules tab to confirm it. */
export interface DeleteRequest {
  name: string
  params: RouteParams
}

// Action processors are plain functions (no hooks, so no confirm dialog); the menu entry hands
// the request to the rules tab, which owns the dialog, through this one-slot store.
let pending: DeleteRequest | undefined
const listeners = new Set<() => void>()

function publish(next: DeleteRequest | undefined) {
  pending = next
  for (const listener of listeners) listener()
}

export function requestDelete(request: DeleteRequest): void {
  publish(request)
}

export function clearDeleteRequest(): void {
  publish(undefined)
}

export function usePendingDelete(): DeleteRequest | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => pending,
  )
}
