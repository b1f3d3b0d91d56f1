import type { SortDirection } from '@tanstack/react-table'

const ARROWS: Record<SortDirection | 'none', string> = {
  asc: '▲',
  desc: '▼',
  none: '↕',
}

/**
 * A sortable column's header: a real button, so a click, Enter and Space all sort, named by the
 * header's words (the arrow is drawn, not read: the th's aria-sort says the order).
 */
export function SortButton({
  header,
  sorted,
  onSort,
}: {
  header: string
  sorted: SortDirection | false
  onSort: () => void
}) {
  return (
    <button type="button" className="sort-button" onClick={onSort}>
      {header}
      <span className={sorted ? 'sort-arrow sort-arrow-on' : 'sort-arrow'} aria-hidden="true">
        {ARROWS[sorted || 'none']}
      </span>
    </button>
  )
}

export function ariaSort(sorted: SortDirection | false): 'ascending' | 'descending' | 'none' {
  if (sorted === 'asc') return 'ascending'
  if (sorted === 'desc') return 'descending'
  return 'none'
}
