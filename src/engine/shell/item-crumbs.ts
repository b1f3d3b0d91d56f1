/**
 * An item's crumb shows its name. The path holds the item's key, which is its name on our
 * platform but an id on many APIs (`/servers/42`): for such kinds the crumb reads the item
 * the page fetched (the same query, so no second request) and shows its name field instead.
 */
import { useQueries } from '@tanstack/react-query'
import type { KindDef } from '../../contract'
import { callOperation } from '../data/client'
import { buildOperationArgs } from '../data/params'
import { unwrap } from '../data/query'
import { itemLabel, type RouteParams } from '../pages/route-path'
import type { Crumb } from './crumbs'

/** the kinds whose path key is not the name people know their items by */
function namedElsewhere(kind: KindDef | undefined): kind is KindDef {
  return kind !== undefined && kind.labelField !== kind.identityField && kind.ops.view !== undefined
}

export function useItemNames(
  crumbs: Crumb[],
  kinds: Record<string, KindDef>,
  params: RouteParams,
): Crumb[] {
  const lookups = crumbs.map((crumb) => {
    const kind = crumb.itemOf === undefined ? undefined : kinds[crumb.itemOf]
    return namedElsewhere(kind) ? kind : undefined
  })
  const items = useQueries({
    queries: lookups.flatMap((kind) => {
      const op = kind?.ops.view
      if (op === undefined) return []
      const args = buildOperationArgs(op, params)
      return [
        {
          queryKey: [op.id, args] as const,
          queryFn: async () => unwrap(await callOperation<unknown>(op, args)),
        },
      ]
    }),
  })
  let next = 0
  return crumbs.map((crumb, i) => {
    const kind = lookups[i]
    if (kind === undefined) return crumb
    const item = items[next++]?.data
    const name = item === undefined ? '' : itemLabel(kind, item)
    return name === '' ? crumb : { ...crumb, label: name }
  })
}
