/** finding the rows a behaviour works on, by the registry's kinds and selector rules */
import type { Call } from '../call.ts'
import { selectorsOf } from '../call.ts'
import type { MockContext } from '../context.ts'
import { requireKind } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { findItem } from '../store/generic.ts'
import { resolveItem, type Selectors } from '../store/scope.ts'

/** the item the request's path (or key query param) names */
export const itemOf = (ctx: MockContext, kindName: string, call: Call): WireItem =>
  findItem(ctx, requireKind(ctx, kindName), call)

/** an item named by a value (name or id) with the parent selectors that go with it */
export function resolveNamed(
  ctx: MockContext,
  kindName: string,
  value: string,
  selectors: Selectors,
): WireItem {
  const kind = requireKind(ctx, kindName)
  return resolveItem(ctx.registry, ctx.db, kind, kind.key ?? kindName, value, selectors)
}

/** the parent item a query names (`?project=…`), by the selector rules */
export const selectedItem = (ctx: MockContext, kindName: string, param: string, call: Call) => {
  const value = selectorsOf(call)[param]
  if (value === undefined) throw invalidRequest(`missing required query parameter "${param}"`)
  return resolveNamed(ctx, kindName, value, selectorsOf(call))
}

export const bodyOf = (call: Call) => (call.body ?? {}) as WireItem

/** the silo whose projects the world holds: its first (the example world has one such silo) */
export const homeSilo = (ctx: MockContext): WireItem | undefined =>
  ctx.db.table(requireKind(ctx, 'silo').name)[0]
