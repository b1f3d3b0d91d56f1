import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { Outlet, useHref, useNavigate } from 'react-router'
import { FeedbackProviders } from './feedback-providers'
import { PreviewBanner } from './preview-banner'
import { ScrollPosition } from './scroll-position'

/**
 * The root route's element: app-wide providers that need the router (toast links, react-aria
 * links navigating client-side), the skip link, the preview banner and the scroll position
 * between pages.
 */
export function Root() {
  const navigate = useNavigate()
  return (
    // react-aria calls `useHref` as a hook while rendering its links; it wants the hook itself
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <FeedbackProviders>
        {/* first in the page, before the preview banner's button: every layout's <main> is #content */}
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        <PreviewBanner />
        <Outlet />
      </FeedbackProviders>
      <ScrollPosition />
    </AriaRouterProvider>
  )
}
