/**
 * A parent that takes no new children through an operation: the registry's capability on the
 * parent kind that names the operation (only a custom router takes new routes) is the rule
 * the console's create link follows, so the mock refuses the same creates.
 */
import type { KindDef } from '../../src/contract/index.ts'
import type { MockContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { readPath, wirePathOf } from './kinds.ts'
import { kindForSelector } from './scope.ts'

function holds(
  ctx: MockContext,
  item: WireItem,
  rule: { field: string; set?: boolean; oneOf?: string[] },
): boolean {
  const value = readPath(item, wirePathOf(ctx.registry, rule.field))
  if (rule.set !== undefined) return (value != null && value !== '') === rule.set
  return typeof value === 'string' && (rule.oneOf ?? []).includes(value)
}

/** 400 with the manifest's reason when the parent breaks a rule of the operation's capability */
export function assertParentTakes(
  ctx: MockContext,
  parent: { param: string; item: WireItem } | undefined,
  operationId: string,
): void {
  if (!parent) return
  const parentKind: KindDef | undefined = kindForSelector(ctx.registry, parent.param)
  const capability = Object.values(parentKind?.capabilities ?? {}).find(
    (candidate) => candidate.operation === operationId,
  )
  const unmet = capability?.requires?.find((rule) => !holds(ctx, parent.item, rule))
  if (unmet) throw invalidRequest(unmet.reason)
}
