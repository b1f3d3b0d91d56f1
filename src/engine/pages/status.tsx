import { ErrorScreen, type ErrorScreenProps } from '../shell/error-screen'

/** a card's own failure, in the card (its page stands): what it could not show, and why */
export { CardError, type CardErrorProps } from '../shell/error-screen'
import { PageLoading } from '../shell/progress'

/** Where a page's data is still coming (a spinner after 500 ms, spec §9). */
export const Loading = PageLoading

/**
 * A query's error where the page's content would be: §8's generic screen (a 404 is "Page not
 * found", a refusal adds the identity-provider notice, §6). By default it sits under the page's
 * own heading (level 2); a page that has nothing else to show passes `level={1}`.
 */
export function LoadError({ level = 2, ...props }: ErrorScreenProps) {
  return <ErrorScreen level={level} {...props} />
}
