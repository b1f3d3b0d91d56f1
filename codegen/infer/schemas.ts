// Reading schemas of the normalized document: seeing through `$ref`, `anyOf [X, null]` and
// single `allOf`, finding a field by its wire path, and naming what is there.
import { resolveRef, schemaNameOfRef, type Document, type Schema } from '../util/openapi.ts'

/** The schema a node stands for, through `$ref`s and the nullable wrapper. */
export function concreteSchema(document: Document, schema: Schema | undefined): Schema | undefined {
  let current = schema
  for (let hops = 0; current !== undefined && hops < 32; hops += 1) {
    if (current.$ref !== undefined) {
      current = resolveRef<Schema>(document, current.$ref)
      continue
    }
    const nonNull = current.anyOf?.filter((member) => member.type !== 'null')
    if (current.anyOf !== undefined && nonNull?.length === 1) {
      current = nonNull[0]
      continue
    }
    if (current.allOf?.length === 1) {
      current = current.allOf[0]
      continue
    }
    return current
  }
  return current
}

/** The component name a node refers to (first `$ref` on the way to the concrete schema). */
export function refNameOf(schema: Schema | undefined): string | undefined {
  if (schema === undefined) return undefined
  if (schema.$ref !== undefined) return schemaNameOfRef(schema.$ref)
  const nonNull = schema.anyOf?.filter((member) => member.type !== 'null')
  if (nonNull?.length === 1) return refNameOf(nonNull[0])
  if (schema.allOf?.length === 1) return refNameOf(schema.allOf[0])
  return undefined
}

/** Property schemas of an object, or of every variant of a union (first definition wins). */
export function propertiesOf(
  document: Document,
  schema: Schema | undefined,
): Record<string, Schema> {
  const concrete = concreteSchema(document, schema)
  if (concrete === undefined) return {}
  const merged: Record<string, Schema> = { ...concrete.properties }
  for (const variant of [
    ...(concrete.oneOf ?? []),
    ...(concrete.anyOf ?? []),
    ...(concrete.allOf ?? []),
  ]) {
    for (const [name, property] of Object.entries(propertiesOf(document, variant))) {
      merged[name] ??= property
    }
  }
  return merged
}

/**
 * The schema at a dotted wire path (`state.state`), or undefined. When the last step is a
 * union's tag, the result is an enum of every variant's tag value.
 */
export function fieldSchema(
  document: Document,
  root: Schema | undefined,
  path: string,
): Schema | undefined {
  let current = root
  for (const step of path.split('.')) {
    const concrete = concreteSchema(document, current)
    const variants = concrete?.oneOf ?? concrete?.anyOf
    if (variants !== undefined && concrete?.properties?.[step] === undefined) {
      const values = variants.flatMap(
        (variant) => enumOf(document, propertiesOf(document, variant)[step]) ?? [],
      )
      const first = variants.map((variant) => propertiesOf(document, variant)[step]).find(Boolean)
      if (first === undefined) return undefined
      current = values.length > 0 ? { type: 'string', enum: [...new Set(values)] } : first
      continue
    }
    current = propertiesOf(document, concrete)[step]
    if (current === undefined) return undefined
  }
  return current
}

/** The values an enum-like schema allows: `enum`, or a documented-enum `oneOf`. */
export function enumOf(document: Document, schema: Schema | undefined): unknown[] | undefined {
  const concrete = concreteSchema(document, schema)
  if (concrete === undefined) return undefined
  if (concrete.enum !== undefined) return concrete.enum.filter((value) => value !== null)
  if (concrete.const !== undefined) return [concrete.const]
  const variants = concrete.oneOf
  if (variants !== undefined && variants.every((variant) => variant.enum?.length === 1)) {
    return variants.map((variant) => variant.enum?.[0])
  }
  return undefined
}

/** Whether a schema is a tagged union: its tag field and values. */
export function unionTag(
  document: Document,
  schema: Schema | undefined,
): { tag: string; values: string[] } | undefined {
  const concrete = concreteSchema(document, schema)
  const tag = concrete?.discriminator?.propertyName
  if (concrete?.oneOf === undefined || tag === undefined) return undefined
  const values = concrete.oneOf.flatMap(
    (variant) => enumOf(document, propertiesOf(document, variant)[tag])?.map(String) ?? [],
  )
  return { tag, values }
}

export function typeOf(schema: Schema | undefined): string | undefined {
  const type = schema?.type
  if (Array.isArray(type)) return type.find((member) => member !== 'null')
  return type
}
