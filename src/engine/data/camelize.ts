/**
 * Converting whole values between the wire and the engine, by the contract's one key rule
 * (`src/contract/key-case.ts`), and dates: ISO strings under time keys become Dates. The time
 * rule is matched on the wire name, as the API names its fields.
 */

import { engineKey, wireKey } from '../../contract'
import type { WireKeys } from '../../contract'

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

export function isTimeKey(wireName: string): boolean {
  return (
    wireName.endsWith('_time') ||
    wireName.startsWith('time_') ||
    wireName.endsWith('_expiration') ||
    wireName === 'timestamp'
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** wire → engine: keys by the contract's rule, ISO strings under time keys become Dates */
export function camelizeKeys<T = unknown>(value: unknown): T {
  return camelizeValue(value) as T
}

function camelizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeValue)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[engineKey(key)] =
      isTimeKey(key) && typeof inner === 'string' && isoTimestamp.test(inner)
        ? new Date(inner)
        : camelizeValue(inner)
  }
  return out
}

/**
 * engine → wire: keys back by the contract's rule and the document's exceptions (the
 * registry's `wireKeys`), Dates as ISO strings. Used for request bodies and to seed edit forms,
 * whose JSON schemas speak the wire's language; a body already in wire keys comes out the same.
 */
export function toWire<T = unknown>(value: unknown, exceptions: WireKeys | undefined): T {
  return toWireValue(value, exceptions ?? {}) as T
}

function toWireValue(value: unknown, exceptions: WireKeys): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map((v) => toWireValue(v, exceptions))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[wireKey(key, exceptions)] = toWireValue(inner, exceptions)
  }
  return out
}
