import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components'
import type { ComponentProps, ReactNode } from 'react'
import { TOOLTIP_DELAY_MS } from './timing'

/** react-aria's tooltip around `children`: loaded by ./tooltip.tsx once a control needs one */
export default function TooltipAround({
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
