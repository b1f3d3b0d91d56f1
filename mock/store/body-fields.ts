/**
 * The top-level fields a request body schema declares, and what it says about others
 * (`additionalProperties`). The platform reads only the fields of its body type: the mock
 * keeps those, refuses the ones the server owns (ids, times) or the schema forbids, and drops
 * the rest, so nothing a client invents is stored or returned.
 */
import { invalidValue } from '../errors.ts'

type Schema = Record<string, unknown>

export interface BodyShape {
  fields: Set<string>
  /** `additionalProperties: false`: anything else is refused */
  closed: boolean
}

function resolve(schema: unknown, definitions: Record<string, unknown>): Schema | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined
  const ref = (schema as Schema).$ref
  if (typeof ref === 'string')
    return resolve(definitions[ref.replace('#/definitions/', '')], definitions)
  return schema as Schema
}

/** undefined when the body is not one object type (a union of objects, an array, a scalar) */
export function bodyShape(
  schema: unknown,
  definitions: Record<string, unknown>,
): BodyShape | undefined {
  const resolved = resolve(schema, definitions)
  if (!resolved) return undefined
  const allOf = resolved.allOf
  if (Array.isArray(allOf) && allOf.length === 1 && !resolved.properties) {
    return bodyShape(allOf[0], definitions)
  }
  const properties = resolved.properties
  if (typeof properties !== 'object' || properties === null) return undefined
  // a body that is also a union (its fields differ per variant) keeps what it is sent
  if (resolved.oneOf || resolved.anyOf) return undefined
  return {
    fields: new Set(Object.keys(properties)),
    closed: resolved.additionalProperties === false,
  }
}

/** fields only the platform sets: identity, times and the ids of what an item belongs to */
const serverOwned = (field: string) =>
  field === 'id' || field.startsWith('time_') || field.endsWith('_time') || /_ids?$/.test(field)

/** refuses owned or forbidden fields, drops other unknown ones in place */
export function keepDeclaredFields(body: unknown, shape: BodyShape): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return
  const fields = body as Record<string, unknown>
  for (const field of Object.keys(fields)) {
    if (shape.fields.has(field)) continue
    if (shape.closed || serverOwned(field)) {
      const expected = [...shape.fields].map((name) => `\`${name}\``).join(', ')
      throw invalidValue(
        `unable to parse JSON body: unknown field \`${field}\`, expected one of ${expected}`,
      )
    }
    delete fields[field]
  }
}

/** keeps of `body` the fields its operation's schema declares (see bodyShape) */
export function keepOperationFields(
  requests: { bodies: Record<string, unknown>; definitions: Record<string, unknown> },
  operationId: string,
  body: unknown,
): void {
  const shape = bodyShape(requests.bodies[operationId], requests.definitions)
  if (shape) keepDeclaredFields(body, shape)
}
