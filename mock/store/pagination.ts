/**
 * Cursor pagination as the platform does it: `limit` (default 100), `sort_by`, and a
 * `page_token` that is the id of the last item of the previous page; `next_page` is null on
 * the last page.
 */
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'

export interface Page {
  items: WireItem[]
  next_page: string | null
}

export const defaultLimit = 100

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))

function compareBy(field: string, direction: 1 | -1) {
  return (a: WireItem, b: WireItem) => {
    const left = text(a[field])
    const right = text(b[field])
    return left < right ? -direction : left > right ? direction : 0
  }
}

function sorted(items: WireItem[], sortBy: string | undefined): WireItem[] {
  const hasNames = items.every((item) => typeof item.name === 'string')
  const mode = sortBy ?? (hasNames ? 'name_ascending' : 'id_ascending')
  const copy = [...items]
  switch (mode) {
    case 'name_ascending':
      return copy.sort(compareBy('name', 1))
    case 'name_descending':
      return copy.sort(compareBy('name', -1))
    case 'id_ascending':
      return copy.sort(compareBy('id', 1))
    case 'time_and_id_ascending':
      return copy.sort((a, b) => compareBy('time_created', 1)(a, b) || compareBy('id', 1)(a, b))
    case 'time_and_id_descending':
      return copy.sort((a, b) => compareBy('time_created', -1)(a, b) || compareBy('id', -1)(a, b))
    default:
      throw invalidRequest(`unknown sort mode "${mode}"`)
  }
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultLimit
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1)
    throw invalidRequest('limit must be a positive integer')
  return limit
}

export function paginate(items: WireItem[], query: Record<string, string>): Page {
  const all = sorted(items, query.sort_by)
  const limit = parseLimit(query.limit)
  let start = 0
  if (query.page_token) {
    const index = all.findIndex((item) => item.id === query.page_token)
    if (index < 0) throw invalidRequest('page_token does not match any item')
    start = index + 1
  }
  const page = all.slice(start, start + limit)
  const last = page.at(-1)
  const more = start + limit < all.length
  return { items: page, next_page: more && last ? text(last.id) : null }
}
