/**
 * The item whose page a tab belongs to (the instance of its Storage tab). Rows listed in a tab
 * may have actions that concern that item as well as themselves: detaching a disk is an
 * instance operation, gated by the instance's state.
 */
import { createContext, useContext } from 'react'
import type { KindDef } from '../../contract'

export interface ParentItem {
  kind: KindDef
  row: unknown
}

export const ParentItemContext = createContext<ParentItem | undefined>(undefined)

export function useParentItem(): ParentItem | undefined {
  return useContext(ParentItemContext)
}
