import type { ComponentType } from 'react'
import type { WidgetProps } from '@rjsf/utils'
import type { MenuAction } from '../actions/types'
import type { ColumnDef, ConsoleKeys, KindDef, RouteDef } from '../../contract'
import type { ParentItem } from '../actions/parent-item'
import type { RouteParams } from '../pages/route-path'
import type { CurrentUser } from '../shell/current-user'

export interface PageProps {
  route: RouteDef
}

/** Items a row's reference columns name, by the column's field (`state.instance`). */
export type RowReferences = Readonly<Record<string, unknown>>

/** Where an action list is shown: a table row's menu, or the item's own page. */
export type ActionPlace = 'row' | 'page'

export interface ActionContext<Row> {
  row: Row
  kind: KindDef
  /** the params of the page showing the row (scope: project, vpc…) */
  params: RouteParams
  place: ActionPlace
  /** the item whose tab lists the row, when it is listed in one */
  parent?: ParentItem
  /**
   * the items the row's reference columns name, by field (a disk's `state.instance`), once
   * their lists are read: an action may depend on them as well as on the row
   */
  referenced?: RowReferences
  /**
   * who is signed in, once the shell has read it (a silo's Delete is checked only in the user's
   * own silo); the rows may come before that answer, and their actions are made again after it
   */
  signedIn?: CurrentUser
}

/**
 * Receives the generic, already gated actions of one item and returns the ones to show:
 * an override may re-gate, relabel, add or drop entries.
 */
export type ActionProcessor<Row> = (
  defaults: MenuAction[],
  context: ActionContext<Row>,
) => MenuAction[]

export interface CellProps<Row> {
  value: unknown
  row: Row
  column: ColumnDef
  kind: KindDef
}

/**
 * The bespoke pieces, each keyed by what it replaces. The engine asks here first, once per
 * slot, and falls back to its generic piece. `Keys` narrows every key to the names the
 * generated registry holds (`src/generated/platform/keys.ts` for ours), so a misspelled key fails type-checking;
 * the engine itself reads any `ConsoleKeys`. Slots are typed loosely (`never` rows) so that
 * each override can be written against its own generated model type; `defineActionProcessor`
 * and `defineCell` keep that typing at the definition site.
 */
export interface OverrideRegistry<Keys extends ConsoleKeys = ConsoleKeys> {
  /**
   * whole pages, by the name a route's `override:` gives them: a route that is only that page
   * (sign-in), or a list, detail, form or tab the page replaces while the route keeps its type.
   * Every name the registry declares, so a missing page fails type-checking
   */
  pages: Record<Keys['page'], ComponentType<PageProps>>
  /** cell renderers, by `<kind>.<field>` (camelCase field path, as in the kind's columns) */
  cells: Partial<Record<Keys['cell'], ComponentType<CellProps<never>>>>
  /** form widgets, by `<form id>.<wire field name>` (top-level body fields) */
  fields: Partial<Record<Keys['field'], ComponentType<WidgetProps>>>
  /** action processors, by kind name */
  actions: Partial<Record<Keys['kind'], ActionProcessor<never>>>
  /** checks of form fields beyond their schema, by `<form id>.<wire field name>` (top-level) */
  checks: Partial<Record<Keys['field'], FieldCheck>>
}

/**
 * A rule of one generic form's field that the schema cannot state, as it needs data (a disk no
 * smaller than the image it is made from). A hook, so it may read lists; it returns the check
 * the form runs on its whole data when it validates: the field's message, or undefined.
 */
export type FieldCheck = () => (formData: Record<string, unknown>) => string | undefined

/** Types a processor against its kind's model; the engine passes rows of that kind only. */
export function defineActionProcessor<Row>(
  processor: ActionProcessor<Row>,
): ActionProcessor<never> {
  return processor as ActionProcessor<never>
}

export function defineCell<Row>(
  cell: ComponentType<CellProps<Row>>,
): ComponentType<CellProps<never>> {
  return cell as ComponentType<CellProps<never>>
}
