/**
 * Key-case and date conversion between the wire (snake_case, ISO strings) and the engine
 * (camelCase, Date). The time rule is matched on the wire name, as the API names its fields.
 */

import type { Camelize } from '../../contract'

export type { Camelize }

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

export function isTimeKey(wireName: string): boolean {
  return (
    wireName.endsWith('_time') ||
    wireName.startsWith('time_') ||
    wireName.endsWith('_expiration') ||
    wireName === 'timestamp'
  )
}

export function camelCase(wireName: string): string {
  return wireName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** wire → engine: camelCase keys, ISO strings under time keys become Dates */
export function camelizeKeys<T = unknown>(value: unknown): T {
  return camelizeValue(value) as T
}

function camelizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeValue)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[camelCase(key)] =
      isTimeKey(key) && typeof inner === 'string' && isoTimestamp.test(inner)
        ? new Date(inner)
        : camelizeValue(inner)
  }
  return out
}

/** engine → wire key case only (values untouched, Dates kept) */
export function snakifyKeys<T = unknown>(value: unknown): T {
  return snakifyValue(value, false) as T
}

/**
 * engine → wire: snake_case keys and Dates as ISO strings. Used for request bodies and to
 * seed edit forms, whose JSON schemas speak the wire's language.
 */
export function toWire<T = unknown>(value: unknown): T {
  return snakifyValue(value, true) as T
}

function snakifyValue(value: unknown, datesToIso: boolean): unknown {
  if (value instanceof Date) return datesToIso ? value.toISOString() : value
  if (Array.isArray(value)) return value.map((v) => snakifyValue(v, datesToIso))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[snakeCase(key)] = snakifyValue(inner, datesToIso)
  }
  return out
}
