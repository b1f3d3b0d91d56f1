import { ApiRequestError } from '../data/errors'
import { IdentityProviderNotice } from '../shell/identity-provider-notice'
import { PageLoading } from '../shell/progress'

/** Where a page's data is still coming (a spinner after 500 ms, spec §9). */
export const Loading = PageLoading

/**
 * A query's error where the page would be, with a way to ask again when there is one. A refusal
 * (403) is often the first thing a user whose identity provider sends no groups meets (their
 * silo's projects), so it carries the same notice as the error screen (spec §6).
 */
export function LoadError({
  error,
  onRetry,
}: {
  /** the failure: an error's message is shown (a text as it is), and a refusal adds the notice */
  error: unknown
  onRetry?: () => void
}) {
  const refused = error instanceof ApiRequestError && error.statusCode === 403
  return (
    <div className="list-status list-error">
      <p role="alert">{messageOf(error)}</p>
      {refused && <IdentityProviderNotice />}
      {onRetry && (
        <button type="button" className="btn btn-ghost" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  return error instanceof Error ? error.message : ''
}
