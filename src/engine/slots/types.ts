import type { ComponentType } from 'react'
import type { WidgetProps } from '@rjsf/utils'
import type { MenuAction } from '../actions/types'
import type { ColumnDef, KindDef, RouteDef } from '../../contract'
import type { ParentItem } from '../actions/parent-item'
import type { RouteParams } from '../pages/route-path'

export interface PageProps {
  route: RouteDef
}

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
 * The bespoke pieces, each keyed by what it replaces. The engine asks here first and falls
 * back to its generic piece. Slots are typed loosely (`never` rows) so that each override can
 * be written against its own generated model type; `defineActionProcessor` and `defineCell`
 * keep that typing at the definition site.
 */
export interface OverrideRegistry {
  /** whole pages, by the name a route's `override` page names */
  pages: Record<string, ComponentType<PageProps>>
  /** tab contents, by route id: replaces the generic page of that tab route */
  tabs: Record<string, ComponentType<PageProps>>
  /** cell renderers, by `<kind>.<field>` (camelCase field path, as in the kind's columns) */
  cells: Record<string, ComponentType<CellProps<never>>>
  /** form widgets, by `<form id>.<wire field name>` (top-level body fields) */
  fields: Record<string, ComponentType<WidgetProps>>
  /** action processors, by kind name */
  actions: Record<string, ActionProcessor<never>>
}

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
