import type { KindDef, OperationRef, Registry } from './registry'

/**
 * The query parameter that names one item, for an operation that does not carry the kind's
 * key: a BGP configuration's delete sits on the collection path and names the configuration in
 * `?name_or_id=`, a switch port settings object's in `?port_settings=`. It is the operation's
 * one selector (a name-or-id parameter) that names no kind of its own (`project`, `vpc` name
 * parents), a required one first. The console fills it with the item's identity and the mock
 * looks the item up by it, so both read the one rule.
 */
export function itemQuerySelector(
  registry: Pick<Registry, 'kinds'>,
  kind: KindDef,
  op: OperationRef,
): string | undefined {
  const key = kind.key
  if (key !== undefined && op.pathParams.includes(key)) return undefined
  if (key !== undefined && op.queryParams.some((param) => param.name === key)) return undefined
  // a path parameter names something already: an item of its own or a parent
  if (op.pathParams.length > 0) return undefined
  const keys = new Set(Object.values(registry.kinds).map((other) => other.key))
  const own = op.queryParams.filter((param) => param.selector && !keys.has(param.name))
  const required = own.filter((param) => param.required)
  const candidates = required.length > 0 ? required : own
  return candidates.length === 1 ? candidates[0]?.name : undefined
}
