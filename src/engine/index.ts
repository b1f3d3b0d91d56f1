/**
 * The engine's public surface: what the app and the overrides may use. Everything else under
 * `src/engine/` is internal and may change shape without notice (lint enforces the line).
 */
export { ConsoleProvider, createConsole, noOverrides, useConsoleParts } from './console'
export type { ConsoleOptions, ConsoleParts, OverridesSource } from './console'
export { capabilityAvailability } from './actions/availability'
export { GatedControl } from './actions/gated-control'
export {
  roleRanks,
  type SignedInIdentities,
  useAccessGate,
  useOperationAccess,
  useSignedInIdentities,
} from './access'
export { parentOfKind, useParentItem, type ParentItem } from './actions/parent-item'
export type { ActionTools, Availability, ListCheck, MenuAction } from './actions/types'
export {
  buildOperationArgs,
  callLane,
  callOperation,
  fetchPlatformPage,
  invalidateKind,
  mapApiError,
  queryClient,
  requireOperation,
  STALE_MS,
  unwrap,
  useOperationMutation,
  useOperationQuery,
} from './data'
export type { CallLane } from './data'
// operations answering files and text (a support bundle's): loaded with the page that asks
export { downloadOperation, readSize, readText } from './data/raw-answers'
export { ByteSizeField, GiB } from './forms/byte-size-field'
export { describedBy, Field, FieldLabel } from './forms/field'
export { FormFooterErrors } from './forms/form-footer'
// the form renderer loads when a form opens: overrides get the lazy panel
export { FormPanel } from './forms/lazy-form-panel'
export { LeaveConfirm } from './forms/leave-confirm'
export type { FormJson } from './forms/form-json'
export { focusFirstField } from './forms/focus-first-field'
export { SideModal } from './forms/side-modal'
export { MenuTable, ResourceTable, type RowMenu } from './pages'
export { DataTable, type TableColumn } from './table'
export {
  ReferenceChoice,
  ReferenceName,
  ReferencePicker,
  REFERENCE_PAGE_SIZE,
  scopeLookup,
  useReferenceIndex,
  useReferenceLists,
} from './references'
export type { ReferenceIndex, ScopeLookup } from './references'
export { CopyButton } from './pages/copy-button'
export { formatBytes, formatNumber } from './pages/format'
export { NumberText } from './pages/number-text'
export { humanizeWord } from './pages/words'
export { ListPage } from './pages/list-page'
export { WholeRows } from './pages/list-rows'
export { PropertiesList } from './pages/properties-list'
export {
  findRoute,
  kindByName,
  operationOfKind,
  routeById,
  routeOfKind,
  tabsOf,
} from './pages/registry-lookup'
export { itemLabel, itemParams, routePath } from './pages/route-path'
export type { RouteParams } from './pages/route-path'
export { RouteTabs } from './pages/route-tabs'
export { StateBadge } from './pages/state-badge'
export { EnumBadge } from './pages/enum-badge'
export { TabHeading } from './pages/tab-heading'
export { CardError, LoadError, Loading } from './pages/status'
export { NotFound, Spinner, useConfirm, useMinDuration, useToast } from './shell'
export { isPreviewMode } from './shell/preview'
export { RedirectNow } from './routing/redirect-now'
export { useLeaveGuard } from './routing/leave-guard'
export { lazyOverride } from './slots/lazy-override'
export { followRenames, platformFacade } from './slots/platform-facade'
export { operationAnswers } from './slots/operation-answers'
export type { OperationAnswerReaders } from './slots/operation-answers'
export type { Can, PlatformFacade, Rule, RuleNameTable } from './slots/platform-facade'
export type {
  ActionContext,
  ActionProcessor,
  CellProps,
  CellRenderer,
  KindOfCell,
  OverrideRegistry,
  PageProps,
  RowOf,
} from './slots/types'
export {
  networkMessage,
  validateIp,
  validateIpNet,
  validateName,
  validatePortRange,
  validateUnique,
} from './validation'

// for the crafted overrides (utilization, system update, image upload, external IPs)
export { ActionMenu } from './actions/action-menu'
export { findOperation } from './data/operations'
export { connectSocket } from './data/socket'
export { formatDate, toDate } from './pages/format'
export { closePath } from './pages/use-close-path'
export { generateName } from './validation/generated-name'
export { useTheme } from './shell/theme'

// for the crafted instance page: the item's gated actions, the parent of its tabs, and the
// polling of an item on its way somewhere
export { ParentItemContext } from './actions/parent-item'
export { useItemActions, usePerformAction } from './actions/use-item-actions'
export { hasTransitionalRow, TRANSITIONAL_POLL_MS } from './pages/list-rows'

// for tabs that gather one list from several (a gateway's routes, from each router's)
export { operationQueryOptions } from './data/query'
export { rowsOf } from './data/paging'
export { EmptyState } from './pages/empty-state'
