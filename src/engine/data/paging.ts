/**
 * How a list operation pages: the rows of an answer, the query asking for a page, and where the
 * next page starts. The platform pages by cursor (a token the previous answer gave); documents
 * of other shapes often page by offset (a row count), with or without a total.
 */
import { engineKey } from '../../contract'
import type { OperationRef } from '../../contract'

/** where a page starts: a cursor token or a row offset; the first page has none */
export type PageStart = string | number

/** the value at a wire name, or a dotted path of them (`albums.items` in a nested page) */
function field(data: unknown, wirePath: string): unknown {
  let value = data
  for (const wireName of wirePath.split('.')) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[engineKey(wireName)]
        : undefined
  }
  return value
}

/** The rows of a list answer: a bare array, or the array under `items` or the list field. */
export function rowsOf(op: OperationRef, data: unknown): unknown[] {
  if (Array.isArray(data)) return data
  const rows = field(data, op.listField ?? 'items')
  return Array.isArray(rows) ? rows : []
}

/** the paging part of a list request */
export function pageQuery(
  op: OperationRef,
  start: PageStart | undefined,
  size: number,
): Record<string, unknown> {
  if (start === undefined) return { limit: size }
  return op.paginated?.offset ? { limit: size, offset: start } : { limit: size, page_token: start }
}

/** The start of the page after this answer, or undefined on the last page. */
export function nextPageStart(
  op: OperationRef,
  data: unknown,
  start: PageStart | undefined,
  size: number,
): PageStart | undefined {
  const offset = op.paginated?.offset
  if (offset === undefined) {
    const token = field(data, 'next_page')
    return typeof token === 'string' && token !== '' ? token : undefined
  }
  const from = typeof start === 'number' ? start : 0
  const shown = rowsOf(op, data).length
  const total = offset.totalField === undefined ? undefined : field(data, offset.totalField)
  // without a total, a full page is the only hint that another may follow
  const more = typeof total === 'number' ? from + shown < total : shown === size
  return more ? from + shown : undefined
}
