/**
 * A list's place in the URL: its order (`?sort=name`, `?sort=-time_created`), the page it is on
 * (`?page=<the API's token or offset>`) and its rows per page (`?limit=25`). Each change is a
 * history entry of its own, so Back returns to the previous order or page and a shared link
 * opens the list as it was. The pages before this one are only known by walking there, so their
 * starts ride along in the history entry's state: Prev finds them there, and a shared link's
 * Prev goes back to the first page.
 */
import { useLocation, useSearchParams } from 'react-router'
import { DEFAULT_PAGE_SIZE } from '../data/query'
import { PAGE_SIZES } from './page-sizes'

/** one column's order; the URL holds at most one */
export interface ColumnSort {
  id: string
  desc: boolean
}

export interface ListUrl {
  sort: ColumnSort | undefined
  setSort(sort: ColumnSort | undefined): void
  /** where the shown page starts, undefined on the first */
  start: string | undefined
  pageSize: number
  setPageSize(size: number): void
  hasPrev: boolean
  next(start: string): void
  prev(): void
}

const SORT = 'sort'
const PAGE = 'page'
const LIMIT = 'limit'

export function parseSort(raw: string | null): ColumnSort | undefined {
  if (raw === null || raw === '' || raw === '-') return undefined
  return raw.startsWith('-') ? { id: raw.slice(1), desc: true } : { id: raw, desc: false }
}

export const sortText = (sort: ColumnSort): string => (sort.desc ? `-${sort.id}` : sort.id)

function parsePageSize(raw: string | null): number {
  const size = Number(raw)
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE
}

function startsOf(state: unknown): string[] {
  const starts = (state as { pageStarts?: unknown } | null)?.pageStarts
  return Array.isArray(starts) ? starts.filter((start) => typeof start === 'string') : []
}

/**
 * The order of a table that is not a page's list (a card's table on an instance's tab): its own
 * parameter, so two tables on one page keep their orders apart.
 */
export function useUrlSort(
  param: string,
): [ColumnSort | undefined, (sort: ColumnSort | undefined) => void] {
  const [search, setSearch] = useSearchParams()
  const set = (sort: ColumnSort | undefined) => {
    const params = new URLSearchParams(search)
    if (sort === undefined) params.delete(param)
    else params.set(param, sortText(sort))
    setSearch(params)
  }
  return [parseSort(search.get(param)), set]
}

/** where the URL puts a list: read by the page, and by the first list's early call */
export function listPlace(search: URLSearchParams): {
  sort: ColumnSort | undefined
  start: string | undefined
  pageSize: number
} {
  return {
    sort: parseSort(search.get(SORT)),
    start: search.get(PAGE) ?? undefined,
    pageSize: parsePageSize(search.get(LIMIT)),
  }
}

export function useListUrl(): ListUrl {
  const [search, setSearch] = useSearchParams()
  const location = useLocation()
  const { sort, start, pageSize } = listPlace(search)
  const before = start === undefined ? [] : startsOf(location.state)

  /** a new history entry with these params changed (undefined drops one) and the page stack */
  const go = (changes: Record<string, string | undefined>, pageStarts: string[] = []) => {
    const params = new URLSearchParams(search)
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(name)
      else params.set(name, value)
    }
    setSearch(params, { state: { pageStarts } })
  }

  return {
    sort,
    // a new order starts again at its first page
    setSort: (sort) => go({ [SORT]: sort && sortText(sort), [PAGE]: undefined }),
    start,
    pageSize,
    setPageSize: (size) =>
      go({ [LIMIT]: size === DEFAULT_PAGE_SIZE ? undefined : String(size), [PAGE]: undefined }),
    hasPrev: start !== undefined,
    next: (next) => go({ [PAGE]: next }, start === undefined ? [] : [...before, start]),
    prev: () => go({ [PAGE]: before.at(-1) }, before.slice(0, -1)),
  }
}
