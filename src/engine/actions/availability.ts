import type { ActionDef, KindDef } from '../../contract'
import { fieldValue } from '../pages/route-path'
import { pastParticiple } from '../pages/words'
import type { Availability } from './types'

/** The default reason: "Only stopped, failed instances can be started". */
export function defaultDisabledReason(kind: KindDef, action: ActionDef, states: string[]): string {
  return `Only ${states.join(', ')} ${kind.plural} can be ${pastParticiple(action.label)}`
}

/**
 * An action is allowed when it declares no states, or the row's state (read from the kind's
 * state field) is one of them.
 */
export function actionAvailability(kind: KindDef, action: ActionDef, row: unknown): Availability {
  const allowed = action.allowedStates
  if (!allowed || !kind.states) return { enabled: true }
  const state = fieldValue(row, kind.states.field)
  if (typeof state === 'string' && allowed.includes(state)) return { enabled: true }
  const reason = action.disabledReason
    ? action.disabledReason.replaceAll('{states}', allowed.join(', '))
    : defaultDisabledReason(kind, action, allowed)
  return { enabled: false, reason }
}
