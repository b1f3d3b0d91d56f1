import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils'
import { GiB } from '../forms/byte-size-field'
import { definitionName, resolveRef } from './schema-rules'

type Schema = RJSFSchema & Record<string, unknown>

/** a byte count by the document's word for it, or a byte count with bounds beside it (allOf) */
function countsBytes(schema: Schema): boolean {
  if (definitionName(schema) === 'ByteCount') return true
  const parts = (schema.allOf ?? []) as Schema[]
  return parts.some((part) => definitionName(part) === 'ByteCount')
}

/** the schema of the field an error names (`.memory`, `.quotas.storage`), if plain properties lead there */
function fieldSchema(root: Schema, property: string | undefined): Schema | undefined {
  let schema: Schema | undefined = root
  for (const name of (property ?? '').split('.').filter(Boolean)) {
    const properties: Record<string, Schema> | undefined =
      schema && (resolveRef(schema, root).properties as Record<string, Schema> | undefined)
    schema = properties?.[name]
  }
  return schema === root ? undefined : schema
}

const boundWords: Record<string, string> = {
  minimum: 'Must be at least',
  maximum: 'Must be at most',
  exclusiveMinimum: 'Must be more than',
  exclusiveMaximum: 'Must be less than',
}

/**
 * A bound on a size the form takes in GiB, said in GiB: "Must be at most 1024 GiB", never the
 * byte count the schema holds. Undefined for any other error.
 */
export function byteBoundMessage(error: RJSFValidationError, root: Schema): string | undefined {
  const words = boundWords[error.name ?? '']
  const limit = (error.params as { limit?: unknown } | undefined)?.limit
  if (!words || typeof limit !== 'number') return undefined
  const schema = fieldSchema(root, error.property)
  if (!schema || !countsBytes(schema)) return undefined
  return `${words} ${limit / GiB} GiB`
}
