import type { ComponentType, ReactNode } from 'react'
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

/**
 * What an action processor of one kind is handed. `Referenced` types `referenced` by field: the
 * overrides' facade gives each kind's the rows of the kinds its reference columns name.
 */
export interface ActionContext<Row, Referenced = RowReferences> {
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
  referenced?: Readonly<Partial<Referenced>>
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
export type ActionProcessor<Row, Referenced = RowReferences> = (
  defaults: MenuAction[],
  context: ActionContext<Row, Referenced>,
) => MenuAction[]

export interface CellProps<Row> {
  value: unknown
  row: Row
  column: ColumnDef
  kind: KindDef
}

/**
 * A cell's renderer for rows of one type. A plain function rather than React's ComponentType,
 * whose class half reads its props both ways: so a renderer written for some row fits where the
 * engine, which knows no row type, asks for one of `never` rows.
 */
export type CellRenderer<Row> = (props: CellProps<Row>) => ReactNode

/**
 * The row type of each kind, by kind name: codegen emits ours (`KindRows` in
 * `src/generated/platform/rows.ts`). The engine itself knows no kind's rows, so its own
 * registry types them `never`: any processor or cell written for some row fits it.
 */
export type RowTypes<Keys extends ConsoleKeys> = Readonly<Record<Keys['kind'], unknown>>

/** The rows of a kind by name; `never` (no row at all) for a name the table lacks. */
export type RowOf<Rows, Kind> = Kind extends keyof Rows ? Rows[Kind] : never

/** The kind a `<kind>.<field>` cell key names. */
export type KindOfCell<Cell> = Cell extends `${infer Kind}.${string}` ? Kind : never

/**
 * The bespoke pieces, each keyed by what it replaces. The engine asks here first, once per
 * slot, and falls back to its generic piece. `Keys` narrows every key to the names the
 * generated registry holds (`src/generated/platform/keys.ts` for ours), so a misspelled key
 * fails type-checking, and `Rows` types each kind's action processor and cells by that kind's
 * row (a disk's processor under `instance` fails too). The engine reads the untyped default:
 * any `ConsoleKeys`, rows `never`, which every typed registry is assignable to.
 */
export interface OverrideRegistry<
  Keys extends ConsoleKeys = ConsoleKeys,
  Rows extends RowTypes<Keys> = Record<Keys['kind'], never>,
> {
  /**
   * whole pages, by the name a route's `override:` gives them: a route that is only that page
   * (sign-in), or a list, detail, form or tab the page replaces while the route keeps its type.
   * Every name the registry declares, so a missing page fails type-checking
   */
  pages: Record<Keys['page'], ComponentType<PageProps>>
  /** cell renderers, by `<kind>.<field>` (camelCase field path, as in the kind's columns) */
  cells: {
    [Cell in Keys['cell']]?: CellRenderer<RowOf<Rows, KindOfCell<Cell>>>
  }
  /** form widgets, by `<form id>.<wire field name>` (top-level body fields) */
  fields: Partial<Record<Keys['field'], ComponentType<WidgetProps>>>
  /** action processors, by kind name */
  actions: { [Kind in Keys['kind']]?: ActionProcessor<RowOf<Rows, Kind>> }
  /** checks of form fields beyond their schema, by `<form id>.<wire field name>` (top-level) */
  checks: Partial<Record<Keys['field'], FieldCheck>>
}

/**
 * A rule of one generic form's field that the schema cannot state, as it needs data (a disk no
 * smaller than the image it is made from). A hook, so it may read lists; it returns the check
 * the form runs on its whole data when it validates: the field's message, or undefined.
 */
export type FieldCheck = () => (formData: Record<string, unknown>) => string | undefined
