import { useCallback } from 'react'
import { currentRegistry } from '../console/parts'
import { toWire } from '../data/camelize'
import { callOperation } from '../data/client'
import { ApiRequestError } from '../data/errors'
import { buildOperationArgs } from '../data/params'
import { invalidateKind } from '../data/query'
import { operationOfKind } from '../pages/registry-lookup'
import { fieldValue, itemLabel, itemOperationParams, type RouteParams } from '../pages/route-path'
import type { ActionDef, FormDef, KindDef } from '../../contract'
import { useConfirm, useFormDialog, useToast } from '../shell'
import { errorTitle, fillName, successToast } from './action-texts'

export interface RunOptions {
  /** after success (and the toast): the item page leaves a deleted item, for instance */
  onSuccess?: () => void
}

/** The form of an action that needs input, titled by its confirm texts when it declares them. */
function actionForm(action: ActionDef & { form: string }, name: string): FormDef {
  return {
    id: action.form,
    operation: action.operation,
    title: fillName(action.confirm?.title ?? action.label, name),
    submitLabel: action.confirm?.confirmLabel ?? action.label,
    order: [],
    hidden: [],
  }
}

/**
 * The body fields the action reads from its row (the manifest's `seed`), in wire shape:
 * a BFD session's `peer` sent as `remote`. Undefined when it seeds nothing.
 */
function seededBody(action: ActionDef, row: unknown): Record<string, unknown> | undefined {
  if (action.seed === undefined) return undefined
  const wireKeys = currentRegistry().wireKeys
  const fields = Object.entries(action.seed).map(([field, path]) => [
    field,
    toWire(fieldValue(row, path), wireKeys),
  ])
  return Object.fromEntries(fields.filter(([, value]) => value !== undefined))
}

/**
 * The generic action runner: ask for the action's input when its operation takes a body the
 * row does not already hold, else confirm when the action declares it; call its operation
 * with the item's params, toast, and invalidate the kind so every list and page refetches.
 */
export function useActionRunner() {
  const confirm = useConfirm()
  const openForm = useFormDialog()
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

      const itemArgs = itemOperationParams(currentRegistry(), kind, op, row, params)
      const seeded = seededBody(action, row)
      const body = action.bodyField === undefined ? seeded : fieldValue(row, action.bodyField)
      const args = buildOperationArgs(
        op,
        itemArgs,
        body === undefined ? {} : { body: toWire(body, currentRegistry().wireKeys) },
      )
      const done = async () => {
        // a deleted item's own queries are not asked again: they would only find it gone
        await invalidateKind(kind.name, op.id === kind.ops.delete?.id ? args.path : undefined)
        toast.success(fillName(successToast(kind, action), name))
        options.onSuccess?.()
      }

      if (action.download !== undefined) {
        // the file's code loads with the first download, never with the first page
        const template = action.download
        import('../data/raw-answers')
          .then(({ downloadOperation, fileNameOf }) =>
            downloadOperation(op, args, fileNameOf(template, row)),
          )
          .catch((error: unknown) => {
            toast.error(errorTitle(kind, action), (error as Error).message)
          })
        return
      }

      if (action.form !== undefined) {
        const withBody = (body: Record<string, unknown>) =>
          buildOperationArgs(op, itemArgs, { body })
        openForm({
          form: actionForm({ ...action, form: action.form }, name),
          // what the row already says is filled in, not typed again
          initialData: seeded,
          submit: (body) => callOperation(op, withBody(body)),
          request: (body) => ({ op, args: withBody(body) }),
          onSuccess: () => void done(),
        })
        return
      }

      const execute = async () => {
        const result = await callOperation(op, args)
        if (result.type !== 'success') throw new ApiRequestError(result.error)
        await done()
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
    [confirm, openForm, toast],
  )
}
