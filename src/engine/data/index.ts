/** The engine's data layer: one client, one query client, the hooks pages use. */
export { camelizeKeys, snakifyKeys, toWire } from './camelize'
export type { Camelize } from './camelize'
export { callOperation, describeRequest, setApiFetch, setToken } from './client'
export type { ApiResult, DescribedRequest, OperationArgs } from './client'
export { ApiRequestError, mapApiError } from './errors'
export type { ApiError } from './errors'
export { findOperation, requireOperation } from './operations'
export { buildOperationArgs, isUuid } from './params'
export {
  DEFAULT_PAGE_SIZE,
  invalidateKind,
  queryClient,
  unwrap,
  useOperationMutation,
  useOperationQuery,
  usePaginatedList,
} from './query'
export type { PaginatedList } from './query'
