/**
 * The one query client and the hooks pages read data with. Query keys are `[operationId, args]`
 * so any page can invalidate by operation, and by kind through the registry.
 */
import {
  keepPreviousData,
  QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import type { UseMutationOptions, UseQueryOptions } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import type { OperationRef } from '../../contract'
import type { CallLane } from './call-lane'
import { callOperation } from './client'
import type { ApiResult, OperationArgs } from './client'
import { ApiRequestError } from './errors'
import { kindOfOperation, operationsOfKind, touchedBy } from './operations'
import { nextPageStart, pageQuery, rowsOf, type PageStart } from './paging'
import { useLeftAlready } from '../routing/latest-location'

/** spec §9 */
export const DEFAULT_PAGE_SIZE = 50

/** how long an answer is shown as it is, without asking again (spec §9) */
export const STALE_MS = 2000

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: STALE_MS, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

/** unwraps a result for react-query: errors are thrown as ApiRequestError */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.type === 'success') return result.data
  const statusCode = result.type === 'error' ? result.statusCode : result.error.statusCode
  throw new ApiRequestError({
    ...result.error,
    ...(statusCode === undefined ? {} : { statusCode }),
  })
}

/** a missing object is a page that does not exist: let the route's error boundary show it */
const throwNotFound = (error: ApiRequestError) => error.statusCode === 404

export type OperationQueryOptions<T> = Omit<
  UseQueryOptions<T, ApiRequestError, T, readonly [string, OperationArgs]>,
  'queryKey' | 'queryFn'
> & {
  /** the lane the call waits in with others of its kind (./call-lane.ts): per-row calls */
  lane?: CallLane
  /** how the answer is read when it is no JSON (./raw-answers.ts: text, a HEAD's size) */
  read?: (op: OperationRef, args: OperationArgs) => Promise<T>
}

/**
 * How one operation's data is queried: the key every page shares (`[operationId, args]`) and the
 * call. For `useQueries`, where a page reads a varying number of operations at once.
 */
export function operationQueryOptions<T = unknown>(
  op: OperationRef | undefined,
  args: OperationArgs,
  { lane, read, ...options }: OperationQueryOptions<T> = {},
) {
  const call = async () => {
    if (op === undefined) throw new Error('the document has no such operation')
    return read ? read(op, args) : unwrap(await callOperation<T>(op, args))
  }
  return queryOptions({
    queryKey: [op?.id ?? 'absent', args] as const,
    // the signal only with a lane: reading it lets react-query cancel a call no one waits for
    queryFn: lane ? ({ signal }) => lane.run(call, signal) : call,
    throwOnError: throwNotFound,
    ...options,
    enabled: op !== undefined && (options.enabled ?? true),
  })
}

type ThrowOnError<T> = Exclude<OperationQueryOptions<T>['throwOnError'], undefined>
type FailedQuery<T> = Parameters<Exclude<ThrowOnError<T>, boolean>>[1]

/**
 * A query's failure goes to the route's error boundary only from the page on screen. A page
 * the person has just left (its successor waiting in the router's transition) may still hear
 * its calls answer: thrown from its render, React would retry the render with the pending
 * navigation and report the throw as a recovered error (#520), and the failure belongs to a
 * screen that is going anyway. That page keeps the error in its query state; the next page
 * shows its own.
 */
function useThrowFromShownPage<T>(throwOnError: ThrowOnError<T> | undefined): ThrowOnError<T> {
  const leftAlready = useLeftAlready()
  return useCallback(
    (error: ApiRequestError, query: FailedQuery<T>) => {
      if (leftAlready()) return false
      const own = throwOnError ?? throwNotFound
      return typeof own === 'function' ? own(error, query) : own
    },
    [leftAlready, throwOnError],
  )
}

/**
 * The data of one operation. The shell's own calls may name an operation the document lacks
 * (`findOperation` finds none): the query then stays idle and the feature it feeds is left out.
 */
export function useOperationQuery<T = unknown>(
  op: OperationRef | undefined,
  args: OperationArgs,
  options: OperationQueryOptions<T> = {},
) {
  const throwOnError = useThrowFromShownPage(options.throwOnError)
  const query = operationQueryOptions(op, args, { ...options, throwOnError })
  return useQuery({
    ...query,
    retryOnMount: options.retryOnMount ?? !failedLately(query.queryKey),
  })
}

/**
 * Whether the last answer was a failure within the stale time: a page mounting then shows it,
 * as it would show a fresh answer, instead of asking again unseen. The first list's call is
 * asked before its page renders (first-list.ts): a failure of it is the page's to show, with
 * its "Try again", as when the page asked itself.
 */
function failedLately(key: QueryKey): boolean {
  const state = queryClient.getQueryState(key)
  return state?.status === 'error' && Date.now() - state.errorUpdatedAt < STALE_MS
}

/**
 * Marks a kind's queries stale and refetches those in use. After a delete, the queries of the
 * deleted item (those whose path holds its `deleted` path params) are only marked: its page,
 * still shown as it leaves, would otherwise ask again and fail on a missing item.
 */
export function invalidateKind(kindName: string, deleted?: Record<string, string>): Promise<void> {
  // its own operations, and those of others its changes change (a range → its pool's figures)
  const ids = new Set([...operationsOfKind(kindName), ...(touchedBy(kindName) ?? [])])
  const ofKind = (key: QueryKey) => typeof key[0] === 'string' && ids.has(key[0])
  const ofDeleted = (key: QueryKey) => {
    if (deleted === undefined || Object.keys(deleted).length === 0) return false
    const path = (key[1] as OperationArgs | undefined)?.path
    return Object.entries(deleted).every(([name, value]) => path?.[name] === value)
  }
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => ofKind(queryKey) && ofDeleted(queryKey),
    refetchType: 'none',
  })
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => ofKind(queryKey) && !ofDeleted(queryKey),
  })
}

export function useOperationMutation<T = unknown>(
  op: OperationRef,
  options: Omit<UseMutationOptions<T, ApiRequestError, OperationArgs>, 'mutationFn'> = {},
) {
  return useMutation({
    ...options,
    mutationFn: async (args: OperationArgs) => unwrap(await callOperation<T>(op, args)),
    onSuccess: async (...params) => {
      const kind = kindOfOperation(op.id)
      if (kind) await invalidateKind(kind)
      await options.onSuccess?.(...params)
    },
  })
}

export interface PaginatedList<Item> {
  items: Item[]
  isLoading: boolean
  /** a page is being fetched (also while the previous page stays visible) */
  isFetching: boolean
  error: ApiRequestError | null
  hasNext: boolean
  hasPrev: boolean
  next(): void
  prev(): void
  pageSize: number
  setPageSize(size: number): void
  refetch(): void
  /** when the shown page was fetched (ms since epoch), 0 before the first answer */
  updatedAt: number
}

export interface PaginatedListOptions {
  /** poll (ms) — lists of transitional rows refresh until they settle */
  refetchInterval?: number | false
}

/** one page's call of a paged list: the list's own arguments and where the page starts */
export function pageArgs(
  op: OperationRef,
  args: OperationArgs,
  start: PageStart | undefined,
  size: number,
): OperationArgs {
  return { ...args, query: { ...args.query, ...pageQuery(op, start, size) } }
}

/** One page of a paged list; the page before stays shown while the next loads. */
export function useListPage<Item = unknown>(
  op: OperationRef,
  args: OperationArgs,
  start: PageStart | undefined,
  pageSize: number,
  options: PaginatedListOptions = {},
) {
  const query = useOperationQuery<unknown>(op, pageArgs(op, args, start, pageSize), {
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval ?? false,
  })
  const items = useMemo(() => rowsOf(op, query.data) as Item[], [op, query.data])
  const next =
    query.data === undefined || query.isPlaceholderData
      ? undefined
      : nextPageStart(op, query.data, start, pageSize)
  return { items, query, next }
}

/**
 * A paged list whose place is component state (a list page keeps its own in the URL,
 * `useListUrl`). The API tells only where the next page starts, so the starts of the pages
 * before this one are kept on a stack.
 */
export function usePaginatedList<Item = unknown>(
  op: OperationRef,
  args: OperationArgs,
  initialPageSize: number = DEFAULT_PAGE_SIZE,
  options: PaginatedListOptions = {},
): PaginatedList<Item> {
  const scope = JSON.stringify(args)
  const [pageSize, setSize] = useState(initialPageSize)
  const [stack, setStack] = useState<{ scope: string; starts: PageStart[] }>({
    scope,
    starts: [],
  })
  // a different scope (another project…) starts again at its first page
  const starts = stack.scope === scope ? stack.starts : []
  const start = starts.at(-1)
  const { items, query, next } = useListPage<Item>(op, args, start, pageSize, options)
  return {
    items,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    hasNext: next !== undefined,
    hasPrev: starts.length > 0,
    next: () => {
      if (next !== undefined) setStack({ scope, starts: [...starts, next] })
    },
    prev: () => setStack({ scope, starts: starts.slice(0, -1) }),
    pageSize,
    setPageSize: (size: number) => {
      setSize(size)
      setStack({ scope, starts: [] })
    },
    refetch: () => void query.refetch(),
    updatedAt: query.dataUpdatedAt,
  }
}
