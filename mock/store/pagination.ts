/**
 * Cursor pagination as the platform does it: `limit` (default 100), `sort_by`, and an opaque
 * `page_token`; `next_page` is null on the last page. Like the platform's, the token carries the
 * sort key of the last item shown (not a pointer to the item), so it stays valid when that item
 * is deleted: the next page starts after where the item would sort.
 */
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'

export interface Page {
  items: WireItem[]
  next_page: string | null
}

export const defaultLimit = 100

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))

type SortMode =
  | 'name_ascending'
  | 'name_descending'
  | 'id_ascending'
  | 'time_and_id_ascending'
  | 'time_and_id_descending'

/** the fields an order compares, in turn, and its direction; ids break every tie */
const orders: Record<SortMode, { fields: string[]; direction: 1 | -1 }> = {
  name_ascending: { fields: ['name', 'id'], direction: 1 },
  name_descending: { fields: ['name', 'id'], direction: -1 },
  id_ascending: { fields: ['id'], direction: 1 },
  time_and_id_ascending: { fields: ['time_created', 'id'], direction: 1 },
  time_and_id_descending: { fields: ['time_created', 'id'], direction: -1 },
}

function sortMode(items: WireItem[], sortBy: string | undefined): SortMode {
  const hasNames = items.every((item) => typeof item.name === 'string')
  const mode = sortBy ?? (hasNames ? 'name_ascending' : 'id_ascending')
  if (!(mode in orders)) throw invalidRequest(`unknown sort mode "${mode}"`)
  return mode as SortMode
}

function compareKeys(left: string[], right: string[], direction: 1 | -1): number {
  for (let i = 0; i < left.length; i++) {
    const a = left[i] ?? ''
    const b = right[i] ?? ''
    if (a !== b) return a < b ? -direction : direction
  }
  return 0
}

const keyOf = (item: WireItem, mode: SortMode) => orders[mode].fields.map((f) => text(item[f]))

interface Token {
  sort: SortMode
  after: string[]
}

function encodeToken(token: Token): string {
  const bytes = new TextEncoder().encode(JSON.stringify(token))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

function decodeToken(raw: string, mode: SortMode): Token {
  try {
    const binary = atob(raw.replaceAll('-', '+').replaceAll('_', '/'))
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    const token = JSON.parse(json) as Partial<Token>
    const valid =
      token.sort === mode &&
      Array.isArray(token.after) &&
      token.after.length === orders[mode].fields.length &&
      token.after.every((v) => typeof v === 'string')
    if (valid) return token as Token
  } catch {
    // falls through to the platform's answer for a token it cannot read
  }
  throw invalidRequest('unable to parse page token')
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultLimit
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1)
    throw invalidRequest('limit must be a positive integer')
  return limit
}

export function paginate(items: WireItem[], query: Record<string, string>): Page {
  const mode = sortMode(items, query.sort_by)
  const { direction } = orders[mode]
  const all = [...items].sort((a, b) => compareKeys(keyOf(a, mode), keyOf(b, mode), direction))
  const limit = parseLimit(query.limit)
  let start = 0
  if (query.page_token) {
    const { after } = decodeToken(query.page_token, mode)
    start = all.findIndex((item) => compareKeys(keyOf(item, mode), after, direction) > 0)
    if (start < 0) start = all.length
  }
  const page = all.slice(start, start + limit)
  const last = page.at(-1)
  const more = start + limit < all.length
  return {
    items: page,
    next_page: more && last ? encodeToken({ sort: mode, after: keyOf(last, mode) }) : null,
  }
}
