/**
 * A query string's values as the platform's query parser reads them: every value arrives as
 * text, and a parameter the schema types as a number or a boolean is read as one (`limit=5` is
 * the integer 5, `limit=ten` stays text and fails its check). Unknown names pass as text. How
 * each parameter is read is codegen's table (mock-request-tables.ts), worked out from the schema.
 */
import type { QueryReading } from '../../src/contract/index.ts'

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

function valueOf(text: string, reading: QueryReading | undefined): unknown {
  if (reading === undefined) return text
  if (reading !== 'boolean' && NUMBER.test(text)) return Number(text)
  if (reading !== 'number' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

/** the values of a query, each read as its operation's table says (`readings`) */
export function queryValues(
  query: Record<string, string>,
  readings: Partial<Record<string, QueryReading>> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([name, text]) => [name, valueOf(text, readings[name])]),
  )
}
