/** A page's loading line, announced politely. */
export function Loading() {
  return <output className="list-status">Loading…</output>
}

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
