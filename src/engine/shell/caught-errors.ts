import { ApiRequestError } from '../data/errors'

/**
 * What React reports (the root's `onCaughtError`, src/main.tsx) when an error boundary caught something. A failed API
 * query that went to its boundary (a 404 → "Page not found") is an answer the user sees, and
 * the client already logged it as a warning with its request id; anything else is a bug and
 * is logged as an error.
 */
export function reportCaughtError(error: unknown): void {
  if (error instanceof ApiRequestError) return
  console.error('The console caught an error while rendering', error)
}
