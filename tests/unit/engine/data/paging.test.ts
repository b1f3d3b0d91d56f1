import { describe, expect, it } from 'vitest'
import { nextPageStart, pageQuery, rowsOf } from '../../../../src/engine/data/paging'
import type { OperationRef } from '../../../../src/contract'

const base: OperationRef = {
  id: 'x_list',
  method: 'get',
  path: '/x',
  pathParams: [],
  queryParams: [],
  successStatus: 200,
  returnsList: true,
}
const cursor: OperationRef = { ...base, paginated: { requiredOnFirstPage: [] } }
const offsetWithTotal: OperationRef = {
  ...base,
  paginated: { requiredOnFirstPage: [], offset: { totalField: 'total_count' } },
}
const offsetOnly: OperationRef = { ...base, paginated: { requiredOnFirstPage: [], offset: {} } }

describe('paging', () => {
  it('asks for a cursor page by token and an offset page by row count', () => {
    expect(pageQuery(cursor, undefined, 10)).toEqual({ limit: 10 })
    expect(pageQuery(cursor, 'tok', 10)).toEqual({ limit: 10, page_token: 'tok' })
    expect(pageQuery(offsetOnly, 20, 10)).toEqual({ limit: 10, offset: 20 })
  })

  it('follows next_page on cursor lists and stops when it is null', () => {
    expect(nextPageStart(cursor, { items: [1], nextPage: 'b' }, undefined, 1)).toBe('b')
    expect(nextPageStart(cursor, { items: [1], nextPage: null }, 'b', 1)).toBeUndefined()
  })

  it('reads the rows and total of a page nested under a field (`{albums: {items, total}}`)', () => {
    const nested: OperationRef = {
      ...base,
      listField: 'albums.items',
      paginated: { requiredOnFirstPage: [], offset: { totalField: 'albums.total' } },
    }
    const answer = { albums: { items: [1, 2], total: 3 } }
    expect(rowsOf(nested, answer)).toEqual([1, 2])
    expect(nextPageStart(nested, answer, undefined, 2)).toBe(2)
    expect(nextPageStart(nested, { albums: { items: [3], total: 3 } }, 2, 2)).toBeUndefined()
  })

  it('uses the total when the answer has one', () => {
    const page = { items: [1, 2], totalCount: 5 }
    expect(nextPageStart(offsetWithTotal, page, undefined, 2)).toBe(2)
    expect(nextPageStart(offsetWithTotal, { items: [5], totalCount: 5 }, 4, 2)).toBeUndefined()
    // a short total ends the list even when the page is full
    expect(nextPageStart(offsetWithTotal, { items: [1, 2], totalCount: 2 }, 0, 2)).toBeUndefined()
  })

  it('without a total, takes a full page as a sign of more', () => {
    expect(nextPageStart(offsetOnly, [1, 2], 0, 2)).toBe(2)
    expect(nextPageStart(offsetOnly, [3], 2, 2)).toBeUndefined()
  })

  it('reads rows from arrays, pages and named envelopes', () => {
    expect(rowsOf(base, [1])).toEqual([1])
    expect(rowsOf(base, { items: [2] })).toEqual([2])
    expect(rowsOf({ ...base, listField: 'vpc_rules' }, { vpcRules: [3] })).toEqual([3])
    expect(rowsOf(base, undefined)).toEqual([])
  })
})
