import { useCallback } from 'react'
import { callOperation } from '../data/client'
import { ApiRequestError } from '../data/errors'
import { buildOperationArgs } from '../data/params'
import { invalidateKind } from '../data/query'
import { operationOfKind } from '../pages/registry-lookup'
import { itemLabel, itemParams, type RouteParams } from '../pages/route-path'
import type { ActionDef, KindDef } from '../../contract'
import { useConfirm, useToast } from '../shell'
import { errorTitle, fillName, successToast } from './action-texts'

export interface RunOptions {
  /** after success (and the toast): the item page leaves a deleted item, for instance */
  onSuccess?: () => void
}

/**
 * The generic action runner: confirm when the action declares it, call its operation with the
 * item's params, toast, and invalidate the kind so every list and page refetches.
 */
export function useActionRunner() {
  const confirm = useConfirm()
  const toast = useToast()

  return useCallback(
    (
      kind: KindDef,
      action: ActionDef,
      row: unknown,
      params: RouteParams,
      options: RunOptions = {},
    ) => {
      const op = operationOfKind(kind, action.operation)
      const name = itemLabel(kind, row)

      const args = buildOperationArgs(op, itemParams(kind, row, params))
      const execute = async () => {
        const result = await callOperation(op, args)
        if (result.type !== 'success') throw new ApiRequestError(result.error)
        await invalidateKind(kind.name)
        toast.success(fillName(successToast(kind, action), name))
        options.onSuccess?.()
      }

      if (action.confirm) {
        confirm({
          title: fillName(action.confirm.title, name),
          message: fillName(action.confirm.message, name),
          confirmLabel: action.confirm.confirmLabel,
          danger: action.danger,
          errorTitle: errorTitle(kind, action),
          onConfirm: execute,
          request: { op, args },
        })
        return
      }
      execute().catch((error: unknown) => {
        toast.error(
          errorTitle(kind, action),
          error instanceof Error ? error.message : String(error),
        )
      })
    },
    [confirm, toast],
  )
}
