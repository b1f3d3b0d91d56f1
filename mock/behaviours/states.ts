/**
 * State rules shared with the console: the registry's tables (the manifest's, spec §4) say in
 * which states an action or capability is allowed, so the mock refuses exactly what the
 * console disables. A registry without a rule for a call sets no limit on it.
 */
import type { MockContext } from '../context.ts'
import { requireKind } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { readPath, wirePathOf } from '../store/kinds.ts'
import type { Keys } from '../../src/generated/platform/keys.ts'
import type { RuleNames } from '../../src/generated/platform/rules.ts'

/** a kind that declares rules, and one of its rules' names: a misspelling fails type-checking */
type RuledKind = keyof RuleNames
type RuleOf<Kind extends RuledKind> = RuleNames[Kind][number]

/** The states that allow an operation on an item of the kind: its action's or capability's. */
export function allowedStates(
  ctx: MockContext,
  kindName: string,
  operationId: string,
): string[] | undefined {
  const kind = requireKind(ctx, kindName)
  const action = kind.actions.find((candidate) => candidate.operation === operationId)
  if (action) return action.allowedStates
  const capabilities = Object.values(kind.capabilities ?? {})
  return capabilities.find((capability) => capability.operation === operationId)?.allowedStates
}

export function stateOf(ctx: MockContext, kindName: string, item: WireItem): string {
  const field = requireKind(ctx, kindName).states?.field
  return String(readPath(item, field ? wirePathOf(ctx.registry, field) : 'state'))
}

function refuseUnless(allowed: string[] | undefined, state: string, message: string): void {
  if (allowed && !allowed.includes(state)) throw invalidRequest(message)
}

/** 400 unless the item's state allows the operation: "instance must be stopped or failed to start" */
export function assertState(
  ctx: MockContext,
  kindName: RuledKind,
  item: WireItem,
  operationId: Keys['operation'],
  verb: string,
): void {
  const allowed = allowedStates(ctx, kindName, operationId)
  const words = requireKind(ctx, kindName).singular
  const message = `${words} must be ${(allowed ?? []).join(' or ')} to ${verb}`
  refuseUnless(allowed, stateOf(ctx, kindName, item), message)
}

/** 400 unless the item's state allows the kind's named capability (a disk's `attach`). */
export function assertCapability<Kind extends RuledKind>(
  ctx: MockContext,
  kindName: Kind,
  item: WireItem,
  capability: RuleOf<Kind>,
  message: (allowed: string[]) => string,
): void {
  const allowed = requireKind(ctx, kindName).capabilities?.[capability]?.allowedStates
  refuseUnless(allowed, stateOf(ctx, kindName, item), message(allowed ?? []))
}
