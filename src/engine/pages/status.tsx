/** A page's loading line, announced politely. */
export function Loading() {
  return <output className="list-status">Loading…</output>
}

/** A query's error where the page would be. */
export function LoadError({ message }: { message: string }) {
  return (
    <p className="list-status list-error" role="alert">
      {message}
    </p>
  )
}
