import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { processActions } from '../slots/lookup'
import type { ActionPlace, ActionProcessor } from '../slots/types'
import type { RouteParams } from '../pages/route-path'
import { useRowReferences } from '../references/row-references'
import type { KindDef } from '../../contract'
import { useConfirm, useCurrentUser, useToast } from '../shell'
import { defaultItemActions } from './default-actions'
import { useParentItem } from './parent-item'
import type { MenuAction } from './types'
import { useActionRunner } from './use-action-runner'
import { gateActions } from '../access/gate-actions'
import { useSharedAccessGate } from '../access/shared-gate'
import { useAccessGate } from '../access/use-access'

/** The actions of one item after the kind's override had its say. */
export function useItemActions(
  kind: KindDef,
  row: unknown,
  params: RouteParams,
  place: ActionPlace,
): MenuAction[] {
  return useGatedItemActions(kind, row, params, place, useAccessGate(params))
}

/**
 * A table row's actions, gated by the gate its table shares among its rows; `processor` is the
 * table's own, in place of the kind's registered one.
 */
export function useRowActions(
  kind: KindDef,
  row: unknown,
  params: RouteParams,
  processor?: ActionProcessor<never>,
): MenuAction[] {
  return useGatedItemActions(kind, row, params, 'row', useSharedAccessGate(), processor)
}

function useGatedItemActions(
  kind: KindDef,
  row: unknown,
  params: RouteParams,
  place: ActionPlace,
  gate: ReturnType<typeof useAccessGate>,
  processor?: ActionProcessor<never>,
): MenuAction[] {
  const parent = useParentItem()
  const referenced = useRowReferences(kind, row, params)
  // read, not asked again: every row of a list holds these actions, and the top bar already
  // keeps the signed-in user fresh (one call, not one per page visit)
  const signedIn = useCurrentUser({ refetchOnMount: false }).data
  return useMemo(
    () =>
      gateActions(
        processActions(
          defaultItemActions(kind, row, params),
          { kind, row, params, place, parent, referenced, signedIn },
          processor,
        ),
        gate,
      ),
    [kind, row, params, place, parent, referenced, signedIn, gate, processor],
  )
}

export interface PerformOptions {
  /** after the item was deleted: its own page leaves for the list */
  onDeleted?: () => void
}

/** Carries out a chosen menu entry. */
export function usePerformAction(
  kind: KindDef,
  row: unknown,
  params: RouteParams,
  options: PerformOptions = {},
) {
  const navigate = useNavigate()
  const run = useActionRunner()
  const confirm = useConfirm()
  const toast = useToast()
  const { onDeleted } = options
  return useCallback(
    (action: MenuAction) => {
      if (action.disabledReason) return
      const perform = action.perform
      switch (perform.type) {
        case 'run':
          run(kind, perform.action, row, params, {
            onSuccess: perform.action.name === 'delete' ? onDeleted : undefined,
          })
          return
        case 'link':
          void navigate(perform.to)
          return
        case 'copy':
          void navigator.clipboard?.writeText(perform.text)
          return
        case 'callback':
          perform.run({ confirm, toast })
      }
    },
    [kind, row, params, run, navigate, onDeleted, confirm, toast],
  )
}
