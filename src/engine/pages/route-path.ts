import { identifier, itemQuerySelector } from '../../contract'
import type { KindDef, OperationRef, Registry, RouteDef } from '../../contract'

export type RouteParams = Record<string, string | undefined>

/** Reads a dotted camelCase path (`state.state`) from a row. */
export function fieldValue(row: unknown, path: string): unknown {
  let value: unknown = row
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The params that address one item of a kind: the page's params plus the item's own key. */
export function itemParams(kind: KindDef, row: unknown, params: RouteParams): RouteParams {
  if (!kind.key) return params
  const identity = fieldValue(row, kind.identityField)
  // route params are the camelCase of the API's path parameters: `sled_id` → `:sledId`
  return { ...params, [identifier(kind.key)]: identity == null ? undefined : String(identity) }
}

/**
 * The params one item's operation needs. Most name the item in their path (`itemParams`); an
 * item without a path key is named in the query instead (a BGP configuration's delete sits on
 * the collection with `?name_or_id=`, a port settings object's with `?port_settings=`): the
 * contract's `itemQuerySelector`, which the mock reads too, says which parameter takes the
 * item's identity. A required parameter the page leaves open is the row's field of that name
 * (an alert's resend: `{alert_id}` ← the delivery's `alertId`; a switch port's `?rack_id=`),
 * and a kind without a path key fills the one path parameter still open with its identity (the
 * port's `{port}` ← its `portName`).
 */
export function itemOperationParams(
  registry: Pick<Registry, 'kinds'>,
  kind: KindDef,
  op: OperationRef,
  row: unknown,
  params: RouteParams,
): RouteParams {
  const known: RouteParams = { ...itemParams(kind, row, params) }
  const identity = fieldValue(row, kind.identityField)
  const selector = itemQuerySelector(registry, kind, op)
  if (selector !== undefined && identity != null) known[identifier(selector)] ??= String(identity)
  const required = [
    ...op.pathParams,
    ...op.queryParams.filter((p) => p.required).map((p) => p.name),
  ]
  for (const name of required) {
    const value = fieldValue(row, identifier(name))
    if (typeof value === 'string' || typeof value === 'number') {
      known[identifier(name)] ??= String(value)
    }
  }
  const open = op.pathParams.filter((name) => known[identifier(name)] === undefined)
  const [last] = open
  if (!kind.key && open.length === 1 && last !== undefined && identity != null) {
    known[identifier(last)] = String(identity)
  }
  return known
}

/**
 * `/projects/:project` + params → `/projects/p`. Returns undefined when a required param is
 * missing, so callers leave out a link rather than render a broken one; an optional one
 * (`:tab?`) is left out, with the slash it leaves behind.
 */
export function fillPath(path: string, params: RouteParams): string | undefined {
  let missing = false
  const filled = path.replace(/:([A-Za-z0-9_]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name]
    if (value === undefined) {
      if (!optional) missing = true
      return ''
    }
    return encodeURIComponent(value)
  })
  return missing ? undefined : filled.replace(/\/+$/, '') || '/'
}

export function routePath(route: RouteDef | undefined, params: RouteParams): string | undefined {
  return route ? fillPath(route.path, params) : undefined
}

/** The name shown for an item in headings, confirms and toasts. */
export function itemLabel(kind: KindDef, row: unknown): string {
  const label = fieldValue(row, kind.labelField) ?? fieldValue(row, kind.identityField)
  return label == null ? '' : String(label)
}
