import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components'
import type { ComponentProps, ReactNode } from 'react'
import { TOOLTIP_DELAY_MS } from './timing'

/**
 * A tooltip on a focusable DOM element (a <button>, a link, an element with tabIndex): disabled
 * controls give their reason this way, so use aria-disabled rather than disabled on them.
 */
export function WithTooltip({
  content,
  children,
}: {
  content: ReactNode
  children: ComponentProps<typeof Focusable>['children']
}) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS}>
      <Focusable>{children}</Focusable>
      <Tooltip className="tooltip" offset={6}>
        {content}
      </Tooltip>
    </TooltipTrigger>
  )
}
