/** The engine's data layer: one client, one query client, the hooks pages use. */
export { camelizeKeys, toWire } from './camelize'
export type { Camelize } from '../../contract'
export { callLane } from './call-lane'
export type { CallLane } from './call-lane'
export { callOperation, fetchPlatformPage, setApiFetch, setToken } from './client'
export type { ApiResult, OperationArgs } from './client'
export { describeRequest } from './request-shape'
export type { DescribedRequest } from './request-shape'
export { ApiRequestError, mapApiError } from './errors'
export type { ApiError } from './errors'
export { findOperation, requireOperation } from './operations'
export { buildOperationArgs, isUuid } from './params'
export {
  DEFAULT_PAGE_SIZE,
  invalidateKind,
  STALE_MS,
  queryClient,
  unwrap,
  useOperationMutation,
  useOperationQuery,
  usePaginatedList,
} from './query'
export type { PaginatedList } from './query'
