// A string the document shows by example as a time is a time: Hetzner's `created` says
// "ISO-8601" in its description and gives `2025-10-15T13:52:35.325Z` as example, with no
// `format`. Given `format: date-time`, its column shows a date and the mock seeds times.
import type { Schema } from '../util/openapi.ts'

const RFC3339_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

export function rewriteExampleTimes(schema: Schema): Schema {
  const { type, format, example } = schema
  if (type !== 'string' || format !== undefined || typeof example !== 'string') return schema
  return RFC3339_TIME.test(example) ? { ...schema, format: 'date-time' } : schema
}
