/**
 * State rules shared with the UI: an action is allowed in the states the registry lists for it
 * (`kinds.<kind>.actions[].allowedStates`), so the mock refuses exactly what the console
 * disables. The fallback applies only when the registry has no such action.
 */
import type { MockContext } from '../context.ts'
import { requireKind } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { readPath, wirePath } from '../store/kinds.ts'

export function allowedStates(
  ctx: MockContext,
  kindName: string,
  operationId: string,
  fallback: string[],
): string[] | undefined {
  const kind = requireKind(ctx, kindName)
  const action = kind.actions.find((a) => a.operation === operationId)
  return action ? action.allowedStates : fallback
}

export function stateOf(ctx: MockContext, kindName: string, item: WireItem): string {
  const field = requireKind(ctx, kindName).states?.field
  return String(readPath(item, field ? wirePath(field) : 'state'))
}

/** 400 unless the item's state allows the operation: "instance must be stopped to start" */
export function assertState(
  ctx: MockContext,
  kindName: string,
  item: WireItem,
  operationId: string,
  verb: string,
  fallback: string[],
): void {
  const allowed = allowedStates(ctx, kindName, operationId, fallback)
  if (!allowed || allowed.includes(stateOf(ctx, kindName, item))) return
  const words = requireKind(ctx, kindName).singular
  throw invalidRequest(`${words} must be ${allowed.join(' or ')} to ${verb}`)
}
