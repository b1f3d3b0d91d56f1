/**
 * Menu entries gated by the user's roles, after the kind's override had its say: an entry whose
 * operation the role cannot call stays, disabled, with the role's reason. The role's reason
 * wins over a state's: no change of state would make the action the user's to take.
 */
import type { Availability, MenuAction } from '../actions/types'

/** the operation an entry calls: its own, or the generic runner's action's */
export function operationOfEntry(action: MenuAction): string | undefined {
  if (action.operation !== undefined) return action.operation
  return action.perform.type === 'run' ? action.perform.action.operation : undefined
}

export function gateActions(
  actions: MenuAction[],
  gate: (operationId: string | undefined) => Availability,
): MenuAction[] {
  return actions.map((action) => {
    const availability = gate(operationOfEntry(action))
    return availability.enabled ? action : { ...action, disabledReason: availability.reason }
  })
}
