import type { RJSFSchema } from '@rjsf/utils'
import { NULL_WHEN_EMPTY } from '../../contract/form-marks'

type Schema = RJSFSchema & Record<string, unknown>

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return schema
  const target = root.definitions?.[ref.slice('#/definitions/'.length)]
  return target && typeof target === 'object' ? resolve({ ...(target as Schema) }, root) : schema
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Before submit: every required-but-nullable field left empty is sent as an explicit null,
 * which the API needs to accept the body (platform-api.md §3.3). Walks nested objects and
 * arrays; union variants are matched by the fields they declare.
 */
export function fillNulls(data: unknown, schema: Schema, root: Schema = schema): unknown {
  const resolved = resolve(schema, root)
  if (Array.isArray(data)) {
    const items = resolved.items
    return items && typeof items === 'object' && !Array.isArray(items)
      ? data.map((item) => fillNulls(item, items as Schema, root))
      : data
  }
  if (!isObject(data)) return data
  const out: Record<string, unknown> = { ...data }
  const variants = [resolved, ...((resolved.oneOf ?? resolved.anyOf ?? []) as Schema[])].map(
    (variant) => resolve(variant, root),
  )
  for (const variant of variants) {
    for (const [name, property] of Object.entries(variant.properties ?? {})) {
      if (name in out) out[name] = fillNulls(out[name], property as Schema, root)
    }
    const nullWhenEmpty = variant[NULL_WHEN_EMPTY]
    if (variant === resolved || variantMatches(variant, out)) {
      for (const name of Array.isArray(nullWhenEmpty) ? (nullWhenEmpty as string[]) : []) {
        if (out[name] === undefined || out[name] === '') out[name] = null
      }
    }
  }
  return out
}

/** A union variant applies when every single-value enum it declares (its tag) matches the data. */
function variantMatches(variant: Schema, data: Record<string, unknown>): boolean {
  return Object.entries(variant.properties ?? {}).every(([name, property]) => {
    const values = (property as Schema).enum
    return !Array.isArray(values) || values.length !== 1 || values[0] === data[name]
  })
}
