/**
 * How much a registry column matters when the window is narrow (1024 px): what names the row and
 * its state always shows, prose and ids are the first to go (the item's page has them whole).
 */
import type { ColumnDef } from '../../contract'
import type { TableColumn } from './data-table'

export function columnPriority(column: ColumnDef): NonNullable<TableColumn<unknown>['priority']> {
  if (column.priority !== undefined) return column.priority
  if (column.type === 'name' || column.type === 'state') return 1
  // an id naming another item reads as that item's name (a disk's instance): it stays
  if (column.type === 'id' && !column.reference) return 3
  if (column.type === 'json' || column.field === 'description') return 3
  return 2
}

/**
 * Values that may take a second line rather than widen the table: free text (a path, a
 * hostname) and dates, which break between the day and the hour, never inside either.
 */
export const columnWraps = (column: ColumnDef): boolean =>
  (column.type === 'text' || column.type === 'date') && !column.reference
