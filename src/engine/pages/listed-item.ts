import type { KindDef } from '../../contract'
import { fieldValue, type RouteParams } from './route-path'

/**
 * A kind with no view call of its own (a switch port) has a page all the same: its item is the
 * row of its list that the page's route names. One rule names it both ways, so the list's link
 * and the page agree: each route param the row has a field of that name for is that field
 * (`:rackId` ← `rackId`, `:switchLocation` ← `switchLocation`), and the last param left stands
 * for the row's identity (`:port` ← `portName`).
 */
export function listedItemParams(kind: KindDef, path: string, row: unknown): RouteParams {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '')
  const params: RouteParams = {}
  for (const name of names) params[name] = scalar(fieldValue(row, name))
  const last = names.filter((name) => params[name] === undefined).at(-1)
  const identity = scalar(fieldValue(row, kind.identityField))
  if (last !== undefined && identity !== undefined) params[last] = identity
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))
}

/** Whether the row is the item the page's params name: every param the row fills agrees. */
export function isListedItem(
  kind: KindDef,
  path: string,
  row: unknown,
  params: RouteParams,
): boolean {
  const own = Object.entries(listedItemParams(kind, path, row))
  return own.length > 0 && own.every(([name, value]) => params[name] === value)
}

function scalar(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}
