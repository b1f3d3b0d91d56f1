/**
 * The items a row names through its kind's reference columns (a disk's instance), for what the
 * row offers beyond its cells: an action gated by the referenced item's state. They come from
 * the lists the cells read, so a page of rows still makes one request per referenced kind.
 */
import { useQueries } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { rowsOf } from '../data/paging'
import { kindByName } from '../pages/registry-lookup'
import { fieldValue, type RouteParams } from '../pages/route-path'
import type { KindDef } from '../../contract'
import type { RowReferences } from '../slots/types'
import { indexItems, referenceQueryOptions, scopeLookup } from './reference-index'

/** The row's referenced items, by field; one whose list is not read yet is absent. */
export function useRowReferences(kind: KindDef, row: unknown, params: RouteParams): RowReferences {
  const columns = useMemo(() => kind.columns.filter((column) => column.reference), [kind])
  const lookups = useMemo(() => {
    const scope = scopeLookup(params, row)
    return columns.map((column) => {
      const referenced = kindByName(column.reference!)
      return { column, referenced, ...referenceQueryOptions(referenced, scope) }
    })
  }, [columns, params, row])
  // one answer per column, kept while the lists' data stays the same (react-query shares it)
  const lists = useQueries({
    queries: lookups.map((lookup) => lookup.options),
    combine: useCallback((results: { data: unknown }[]) => results.map((r) => r.data), []),
  })
  return useMemo(() => {
    const found: Record<string, unknown> = {}
    lookups.forEach(({ column, referenced, op }, index) => {
      const value = fieldValue(row, column.field)
      if (!op || typeof value !== 'string') return
      const item = itemIn(referenced, rowsOf(op, lists[index]), value)
      if (item !== undefined) found[column.field] = item
    })
    return found
  }, [lookups, lists, row])
}

function itemIn(kind: KindDef, items: unknown[], value: string): unknown {
  const { byId, byName } = indexItems(kind, items)
  return byId.get(value) ?? byName.get(value)
}
