/**
 * The registry's names as our document declares them, typed: `can.<kind>.<rule>(row)` for each
 * rule of the manifest, and lookups of operations, routes and kinds by the generated unions.
 * Overrides reach the registry through these (lint refuses the engine's string lookups), so a
 * misspelled rule, operation or route fails `npm run typecheck`. `defineActions` and
 * `defineCell` type an action processor or a cell by its kind's row (`KindRows`, generated from
 * the document's schemas), so a processor reads the fields that kind's items really have, and
 * `parentOf` / `useParentOf` type the item a tab belongs to the same way, and a processor's
 * `context.referenced` holds the rows of the kinds its reference columns name (`KindReferences`).
 * `answerOf` and `rowsOfOperation` read an operation's answer typed by its id (`answers.ts`).
 */
import {
  type ActionContext,
  type ActionProcessor,
  type CellRenderer,
  type KindOfCell,
  operationAnswers,
  type OverrideRegistry,
  type ParentItem,
  parentOfKind,
  platformFacade,
  type ReferenceIndex,
  type RowOf,
  useParentItem,
} from '../engine'
import type { OperationAnswers, OperationRows } from '../generated/platform/answers'
import type { Keys } from '../generated/platform/keys'
import type { KindReferences, KindRows } from '../generated/platform/rows'
import { ruleNames } from '../generated/platform/rules'

export const {
  can,
  findOperation,
  requireOperation,
  routeById,
  kindByName,
  kindOfRoute,
  useKindIndex,
  useKindLists,
} = platformFacade<Keys, KindRows>()(ruleNames)

export const { answerOf, rowsOfOperation } = operationAnswers<OperationAnswers, OperationRows>(
  requireOperation,
)

export type OperationId = Keys['operation']
export type RouteId = Keys['route']
export type KindName = Keys['kind']
export type CellKey = Keys['cell']

/** every bespoke piece of our console, keyed by our registry's names and typed by its rows */
export type PlatformOverrides = OverrideRegistry<Keys, KindRows>

/** the row a `<kind>.<field>` cell is shown for */
export type CellRow<Cell extends CellKey> = RowOf<KindRows, KindOfCell<Cell>>

/**
 * The items a kind's reference columns name, by field, each its kind's row: a disk's
 * `state.instance` is an instance. A kind with no reference column has none to read.
 */
export type ReferencedRows<Kind extends KindName> = Kind extends keyof KindReferences
  ? { [Field in keyof KindReferences[Kind]]: KindRows[KindReferences[Kind][Field] & KindName] }
  : Record<never, never>

/** what a processor of `kind` is handed: its row, and the rows its reference columns name */
export type KindActionContext<Kind extends KindName> = ActionContext<
  KindRows[Kind],
  ReferencedRows<Kind>
>

/**
 * The action processor of one kind, `defineActions<'instance'>((defaults, { row }) => …)`: its
 * rows are that kind's items, and `overrides.actions` takes it under that kind only.
 */
export function defineActions<Kind extends KindName>(
  processor: ActionProcessor<KindRows[Kind], ReferencedRows<Kind>>,
): ActionProcessor<KindRows[Kind], ReferencedRows<Kind>> {
  return processor
}

/** The renderer of one kind's column or property, `defineCell<'disk.source'>(({ row }) => …)`. */
export function defineCell<Cell extends CellKey>(
  cell: CellRenderer<CellRow<Cell>>,
): CellRenderer<CellRow<Cell>> {
  return cell
}

/** the item whose page lists a row (an action's `context.parent`), when it is of `kind` */
export function parentOf<Kind extends KindName>(
  parent: ParentItem | undefined,
  kind: Kind,
): ParentItem<KindRows[Kind]> | undefined {
  return parentOfKind<KindRows[Kind]>(parent, kind)
}

/** the item a tab belongs to (the instance of its Storage tab), when it is of `kind` */
export function useParentOf<Kind extends KindName>(
  kind: Kind,
): ParentItem<KindRows[Kind]> | undefined {
  return parentOf(useParentItem(), kind)
}

/** one list of a kind, indexed by id and name, its rows that kind's (`KindRows`) */
export type KindIndex<Kind extends KindName> = ReferenceIndex<KindRows[Kind]>
