// The item an answer wraps: `{server: {...}}` for `/servers/{id}`, named after the path's
// collection, is the object the operation reads or writes.
import type { HttpMethod } from '../../src/contract/index.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { singularize } from '../util/names.ts'
import { isPlural } from './list-shapes.ts'
import { propertiesOf } from './schemas.ts'

/** the names a wrapped item goes by: the path's collection, singular (`/servers/{id}` → server) */
function wrapperFields(segments: string[]): string[] {
  const literals = segments.filter((segment) => !segment.startsWith('{'))
  const last = literals[literals.length - 1]
  if (last === undefined) return []
  const fields = [singularize(last.replace(/-/g, '_'))]
  // a named member of a collection answers as one of it: `/projects/default` → `{project}`
  const before = segments[segments.length - 2]
  const member = segments[segments.length - 1] === last && before !== undefined
  if (member && !before.startsWith('{') && isPlural(before.replace(/-/g, '_')))
    fields.push(singularize(before.replace(/-/g, '_')))
  return fields
}

/**
 * `{server: {...}}` (with an `action` beside it, maybe) for `/servers/{id}`, `{project: {...}}`
 * for `/projects/default`: the one object named after the path's collection is the item the
 * operation reads or writes.
 */
export function wrappedItem(
  document: Document,
  method: HttpMethod,
  path: string,
  schema: Schema | undefined,
): { field: string; item: Schema } | undefined {
  const segments = path.split('/').filter((segment) => segment !== '')
  const onItem = segments[segments.length - 1]?.startsWith('{') === true
  const last = segments.filter((segment) => !segment.startsWith('{')).pop() ?? ''
  const properties = propertiesOf(document, schema)
  // a POST on `/ranges/add` is a command whose answer is a range itself, not one wrapped
  const fields = wrapperFields(segments).slice(0, method === 'post' ? 1 : undefined)
  for (const field of fields) {
    // a command's answer (`POST …/probe` → `{probe: …}`) is not the item of a collection
    if (!onItem && method !== 'get' && field === last.replace(/-/g, '_')) continue
    const item = properties[field]
    if (item !== undefined && Object.keys(propertiesOf(document, item)).length > 0)
      return { field, item }
  }
  return undefined
}
