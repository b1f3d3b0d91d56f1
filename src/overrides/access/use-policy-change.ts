import { useCallback } from 'react'
import {
  buildOperationArgs,
  callOperation,
  type RouteParams,
  unwrap,
  useOperationMutation,
} from '../../engine'
import type { OperationRef } from '../../contract'
import type { Policy } from './policy'

/**
 * Changes a policy the only way the API allows: read the whole document, change it, write it
 * back (spec §5). Reading afresh rather than from the cache keeps changes made meanwhile. The
 * returned function throws an Error with the mapped message (403 → "Action not authorized").
 */
export function usePolicyChange(view: OperationRef, update: OperationRef, params: RouteParams) {
  const { mutateAsync } = useOperationMutation<Policy>(update)
  return useCallback(
    async (change: (policy: Policy) => Policy): Promise<void> => {
      const current = unwrap(await callOperation<Policy>(view, buildOperationArgs(view, params)))
      await mutateAsync(buildOperationArgs(update, params, { body: change(current) }))
    },
    [view, update, params, mutateAsync],
  )
}
