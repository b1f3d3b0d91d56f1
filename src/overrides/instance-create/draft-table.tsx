import type { ReactNode } from 'react'

/**
 * What the new instance will get (its disks, its interfaces), one row each with the way to
 * take it off again: nothing exists yet, so removing asks no confirm.
 */
export function DraftTable<Item>({
  label,
  columns,
  items,
  nameOf,
  cells,
  onRemove,
}: {
  label?: string
  columns: string[]
  items: Item[]
  /** the row's name: its key and what its Remove button names */
  nameOf: (item: Item) => string
  cells: (item: Item, index: number) => ReactNode
  onRemove: (item: Item) => void
}) {
  return (
    <table className="table instance-create-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={nameOf(item)}>
            {cells(item, index)}
            <td className="cell-actions">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${nameOf(item)}`}
                onClick={() => onRemove(item)}
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
