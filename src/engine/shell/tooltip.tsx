import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react'
import type { Focusable } from 'react-aria-components'

// react-aria's tooltip brings its overlay, portal and animation code (about 20 kB gzip): a list
// page's "New …" button is a disabled control with a tooltip only for a role that cannot
// create, so that code loads when such a control first renders, never before the first row
const TooltipAround = lazy(() => import('./tooltip-trigger'))

/**
 * A tooltip on a focusable DOM element (a <button>, a link, an element with tabIndex): disabled
 * controls give their reason this way, so use aria-disabled rather than disabled on them.
 * Until the tooltip's code has arrived the control shows as it is, without the tooltip.
 */
export function WithTooltip({
  content,
  children,
}: {
  content: ReactNode
  children: ComponentProps<typeof Focusable>['children']
}) {
  return (
    <Suspense fallback={children}>
      <TooltipAround content={content}>{children}</TooltipAround>
    </Suspense>
  )
}
