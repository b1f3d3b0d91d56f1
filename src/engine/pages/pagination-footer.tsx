import { useId } from 'react'
import { PAGE_SIZES } from '../table'

interface PaginationFooterProps {
  pageSize: number
  onPageSizeChange: (size: number) => void
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
}

export function PaginationFooter(props: PaginationFooterProps) {
  const selectId = useId()
  return (
    <div className="pagination-footer">
      <label htmlFor={selectId}>Rows per page</label>
      <select
        id={selectId}
        value={props.pageSize}
        onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={!props.hasPrev}
        onClick={props.onPrev}
      >
        Prev
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={!props.hasNext}
        onClick={props.onNext}
      >
        Next
      </button>
    </div>
  )
}
