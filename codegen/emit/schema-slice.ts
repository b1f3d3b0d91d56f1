// Cuts a self-contained JSON Schema out of the document: the schema itself plus only the
// component schemas it reaches, under `definitions`, with `$ref`s rewritten to match.
import { isObject } from '../util/json.ts'
import { schemaNameOfRef, type Document, type Schema } from '../util/openapi.ts'

/** Names of the component schemas reachable from `roots`, sorted. */
export function reachableSchemas(document: Document, roots: readonly unknown[]): string[] {
  const schemas = document.components?.schemas ?? {}
  const found = new Set<string>()
  const pending = [...roots]
  while (pending.length > 0) {
    const node = pending.pop()
    if (Array.isArray(node)) {
      pending.push(...node)
    } else if (isObject(node)) {
      const name = typeof node.$ref === 'string' ? schemaNameOfRef(node.$ref) : undefined
      if (name !== undefined && !found.has(name) && schemas[name] !== undefined) {
        found.add(name)
        pending.push(schemas[name])
      }
      pending.push(...Object.values(node))
    }
  }
  return [...found].sort()
}

/** A deep copy with `#/components/schemas/X` → `#/definitions/X`. */
export function rewriteRefs<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replace(/"#\/components\/schemas\//g, '"#/definitions/'),
  ) as T
}

export function definitionsFor(
  document: Document,
  names: readonly string[],
): Record<string, Schema> {
  const schemas = document.components?.schemas ?? {}
  const definitions: Record<string, Schema> = {}
  for (const name of names) {
    const schema = schemas[name]
    if (schema !== undefined) definitions[name] = rewriteRefs(schema)
  }
  return definitions
}
