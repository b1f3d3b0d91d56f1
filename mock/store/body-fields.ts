/**
 * The top-level fields a request body schema declares, and what it says about others
 * (`additionalProperties`; codegen's table, mock-request-tables.ts). The platform reads only
 * the fields of its body type: the mock keeps those, refuses the ones the server owns (ids,
 * times) or the schema forbids, and drops the rest, so nothing a client invents is stored or
 * returned.
 */
import type { BodyShape, BodyShapes } from '../../src/contract/index.ts'
import { invalidValue } from '../errors.ts'

/** fields only the platform sets: identity, times and the ids of what an item belongs to */
const serverOwned = (field: string) =>
  field === 'id' || field.startsWith('time_') || field.endsWith('_time') || /_ids?$/.test(field)

/** refuses owned or forbidden fields, drops other unknown ones in place */
export function keepDeclaredFields(body: unknown, shape: BodyShape): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return
  const fields = body as Record<string, unknown>
  for (const field of Object.keys(fields)) {
    if (shape.fields.includes(field)) continue
    if (shape.closed || serverOwned(field)) {
      const expected = shape.fields.map((name) => `\`${name}\``).join(', ')
      throw invalidValue(
        `unable to parse JSON body: unknown field \`${field}\`, expected one of ${expected}`,
      )
    }
    delete fields[field]
  }
}

/** keeps of `body` the fields its operation's schema declares (see keepDeclaredFields) */
export function keepOperationFields(shapes: BodyShapes, operationId: string, body: unknown): void {
  const shape = shapes[operationId]
  if (shape) keepDeclaredFields(body, shape)
}
