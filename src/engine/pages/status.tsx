import { PageLoading } from '../shell/progress'

/** Where a page's data is still coming (a spinner after 500 ms, spec §9). */
export const Loading = PageLoading

/** A query's error where the page would be, with a way to ask again when there is one. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="list-status list-error">
      <p role="alert">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-ghost" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
