import type { ActionDef, ItemCondition, KindDef } from '../../contract'
import { fieldValue } from '../pages/route-path'
import type { Availability } from './types'

/** "stopped", "stopped or failed", "running, rebooting or migrating" */
export function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}

/** The reason a state forbids something: the manifest's sentence, its `{states}` filled. */
function stateReason(kind: KindDef, allowed: string[], declared: string | undefined): string {
  // a kind whose manifest gives no sentence still reads as English: "Disk must be detached"
  const sentence = declared ?? `${kind.title} must be {states}`
  return sentence.replaceAll('{states}', orList(allowed))
}

/** Whether an item in `state` passes a rule of allowed states, and if not, why. */
function gate(
  kind: KindDef,
  allowed: string[] | undefined,
  reason: string | undefined,
  row: unknown,
): Availability {
  if (!allowed || !kind.states) return { enabled: true }
  const state = fieldValue(row, kind.states.field)
  if (typeof state === 'string' && allowed.includes(state)) return { enabled: true }
  return { enabled: false, reason: stateReason(kind, allowed, reason) }
}

function meets(condition: ItemCondition, row: unknown): boolean {
  // a list rule is read from the list as the menu opens (./list-checks.ts)
  if ('empty' in condition) return true
  const value = fieldValue(row, condition.field)
  if (condition.set !== undefined) return (value != null && value !== '') === condition.set
  return typeof value === 'string' && (condition.oneOf ?? []).includes(value)
}

/**
 * An action is allowed when the row's state (read from the kind's state field) is one it
 * declares, if it declares any, and the row meets every rule the action requires of it.
 */
export function actionAvailability(kind: KindDef, action: ActionDef, row: unknown): Availability {
  const byState = gate(kind, action.allowedStates, action.disabledReason, row)
  if (!byState.enabled) return byState
  const unmet = action.requires?.find((condition) => !meets(condition, row))
  return unmet ? { enabled: false, reason: unmet.reason } : byState
}

/**
 * Whether an item may do what a capability of its kind names (`resize`, `attachDisk`), by
 * the registry's table: its states, then its rules on the item's fields. A registry without
 * that capability sets no rule for it.
 */
export function capabilityAvailability(kind: KindDef, name: string, row: unknown): Availability {
  const capability = kind.capabilities?.[name]
  const byState = gate(kind, capability?.allowedStates, capability?.disabledReason, row)
  if (!byState.enabled) return byState
  const unmet = capability?.requires?.find((condition) => !meets(condition, row))
  return unmet ? { enabled: false, reason: unmet.reason } : byState
}

/** A rule the kind declares by name: its capability, else its menu action. */
export function ruleOf(
  kind: KindDef,
  name: string,
): Pick<ActionDef, 'allowedStates' | 'disabledReason' | 'requires'> | undefined {
  return kind.capabilities?.[name] ?? kind.actions.find((action) => action.name === name)
}

/** Whether an item passes the kind's rule of that name, capability or action, and if not, why. */
export function ruleAvailability(kind: KindDef, name: string, row: unknown): Availability {
  const rule = ruleOf(kind, name)
  const byState = gate(kind, rule?.allowedStates, rule?.disabledReason, row)
  if (!byState.enabled) return byState
  const unmet = rule?.requires?.find((condition) => !meets(condition, row))
  return unmet ? { enabled: false, reason: unmet.reason } : byState
}

/** The sentence a rule's states give when they forbid: "Only stopped instances can be resized". */
export function ruleReason(kind: KindDef, name: string): string | undefined {
  const rule = ruleOf(kind, name)
  if (!rule?.allowedStates || !kind.states) return undefined
  return stateReason(kind, rule.allowedStates, rule.disabledReason)
}

/**
 * Whether a tab's parent item takes new items through `operationId` (a router, new routes):
 * the parent kind's capability that names the operation decides; without one, it does.
 */
export function createAvailability(
  parent: { kind: KindDef; row: unknown } | undefined,
  operationId: string,
): Availability {
  if (!parent) return { enabled: true }
  const entry = Object.entries(parent.kind.capabilities ?? {}).find(
    ([, capability]) => capability.operation === operationId,
  )
  return entry ? capabilityAvailability(parent.kind, entry[0], parent.row) : { enabled: true }
}
