import { ApiRequestError } from '../data/errors'
import { queryClient } from '../data/query'
import { IdentityProviderNotice } from './identity-provider-notice'
import { NotFound } from './not-found'

/**
 * Where a failed query leaves a page without a retry of its own: every query still failing that
 * is in use asks again, so the button works for pages that combine several calls.
 */
function retryFailedQueries(): void {
  void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' })
}

/** the server's words, already put by the error catalogue (`mapApiError`), or a thrown text */
function detailOf(error: unknown): string {
  if (typeof error === 'string') return error
  return error instanceof Error ? error.message : ''
}

export interface ErrorScreenProps {
  error: unknown
  /** asks again; without it, the failing queries in use are asked again */
  onRetry?: () => void
  /** 1 where the screen stands for the whole page, 2 inside a page that keeps its own heading */
  level?: 1 | 2
}

/**
 * Spec §8's generic screen for anything that failed to load: a 404 is "Page not found"; anything
 * else the catalogue's two sentences, the server's message under them (with its request id in
 * small print, for a report to the administrator), a refusal's identity-provider notice (§6),
 * and "Try again".
 */
export function ErrorScreen({ error, onRetry = retryFailedQueries, level = 1 }: ErrorScreenProps) {
  const status = error instanceof ApiRequestError ? error.statusCode : undefined
  if (status === 404) return <NotFound />
  const detail = detailOf(error)
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={level === 1 ? 'error-screen' : 'error-screen error-screen-inline'} role="alert">
      <Heading>Something went wrong</Heading>
      <p>Please try again. If the problem persists, contact your administrator.</p>
      {detail && <p className="error-screen-detail">{detail}</p>}
      <FailureFollowUp error={error} onRetry={onRetry} />
    </div>
  )
}

export interface CardErrorProps {
  error: unknown
  /** what the card could not show, as a sentence: "These rules could not be loaded" */
  failed: string
  /** asks the card's own calls again; without it, the failing queries in use are asked again */
  onRetry?: () => void
}

/**
 * A failure of a card's own call, inside that card (the instance's firewall rules, a gateway's
 * routes): the page around it stands, so §8's "Page not found" or "Something went wrong"
 * would say too much. The card says what it could not show, the catalogue's message beneath
 * (the server's words, its request id), a refusal's notice (§6), and "Try again".
 */
export function CardError({ error, failed, onRetry = retryFailedQueries }: CardErrorProps) {
  const detail = detailOf(error)
  return (
    <div className="error-screen error-screen-inline" role="alert">
      <p className="error-screen-detail">{failed}</p>
      {detail && <p>{detail}</p>}
      <FailureFollowUp error={error} onRetry={onRetry} />
    </div>
  )
}

/**
 * What follows a failure's words on a screen or in a card: the request id to quote to an
 * administrator, a refusal's identity-provider notice (§6), and "Try again".
 */
function FailureFollowUp({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.statusCode : undefined
  const requestId = error instanceof ApiRequestError ? error.requestId : undefined
  return (
    <>
      {requestId && <small className="error-screen-request">Request ID: {requestId}</small>}
      {status === 403 && <IdentityProviderNotice />}
      <div className="error-screen-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </>
  )
}
