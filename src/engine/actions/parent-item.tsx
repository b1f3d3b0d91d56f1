/**
 * The item whose page a tab belongs to (the instance of its Storage tab). Rows listed in a tab
 * may have actions that concern that item as well as themselves: detaching a disk is an
 * instance operation, gated by the instance's state.
 */
import { createContext, useContext } from 'react'
import type { KindDef } from '../../contract'

export interface ParentItem<Row = unknown> {
  kind: KindDef
  row: Row
}

export const ParentItemContext = createContext<ParentItem | undefined>(undefined)

export function useParentItem(): ParentItem | undefined {
  return useContext(ParentItemContext)
}

/**
 * The parent item when it is of the kind named, else undefined. Its row is then an item of that
 * kind, whose type the caller names (the overrides' facade, by the generated `KindRows`): the
 * one place a parent's row type is taken on trust, once its kind is checked.
 */
export function parentOfKind<Row>(
  parent: ParentItem | undefined,
  kind: string,
): ParentItem<Row> | undefined {
  return parent?.kind.name === kind ? (parent as ParentItem<Row>) : undefined
}
