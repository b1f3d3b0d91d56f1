// A form whose schema reaches a definition that reaches itself (a tree of groups, a realm
// holding realms): rjsf's schema parser unfolds every reference it meets to list the parts a
// form asks about, and on such a schema it unfolds without end (Keycloak's document held codegen
// for minutes, with no error). Such a form is not compiled: it submits unchecked and the
// platform's 400 says what is wrong, as for a schema ajv refuses.
import { isObject } from '../util/json.ts'
import type { Schema } from '../util/openapi.ts'

const LOCAL_DEFINITION = /^#\/definitions\/([^/]+)$/

/** the local definitions a schema part refers to, by name */
function referencedDefinitions(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) referencedDefinitions(item, into)
  else if (isObject(node)) {
    const name = typeof node.$ref === 'string' ? LOCAL_DEFINITION.exec(node.$ref)?.[1] : undefined
    if (name !== undefined) into.add(decodeURIComponent(name))
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'definitions') referencedDefinitions(value, into)
    }
  }
  return into
}

/** the first definition the form reaches that refers back to itself, or undefined */
export function recursiveDefinition(schema: Schema): string | undefined {
  const definitions = (schema.definitions ?? {}) as Record<string, unknown>
  const edges = new Map<string, Set<string>>()
  const refsOf = (name: string) => {
    let refs = edges.get(name)
    if (!refs) edges.set(name, (refs = referencedDefinitions(definitions[name])))
    return refs
  }
  const done = new Set<string>()
  const onPath = new Set<string>()
  const visit = (name: string): string | undefined => {
    if (onPath.has(name)) return name
    if (done.has(name)) return undefined
    onPath.add(name)
    for (const next of refsOf(name)) {
      const found = visit(next)
      if (found !== undefined) return found
    }
    onPath.delete(name)
    done.add(name)
    return undefined
  }
  for (const name of referencedDefinitions({ ...schema, definitions: undefined })) {
    const found = visit(name)
    if (found !== undefined) return found
  }
  return undefined
}
