import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components'
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { TOOLTIP_DELAY_MS } from './timing'

/**
 * The pointer may already rest on the control when this code arrives (it loads with the first
 * control that needs it): react-aria saw no pointer come in, so it would wait for the next one.
 * Tell it, as the browser would have, so the tooltip opens after its delay all the same.
 */
function useHoverBeforeLoad() {
  const trigger = useRef<HTMLElement>(null)
  useEffect(() => {
    // after react-aria's own listeners are in place (set up by the effects of this render)
    const timer = setTimeout(() => {
      const element = trigger.current
      if (!element?.matches(':hover')) return
      for (const type of ['pointermove', 'pointerover']) {
        element.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }))
      }
    })
    return () => clearTimeout(timer)
  }, [])
  return trigger
}

/** react-aria's tooltip around `children`: loaded by ./tooltip.tsx once a control needs one */
export default function TooltipAround({
  content,
  children,
}: {
  content: ReactNode
  children: ComponentProps<typeof Focusable>['children']
}) {
  const trigger = useHoverBeforeLoad()
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS}>
      <Focusable ref={trigger}>{children}</Focusable>
      <Tooltip className="tooltip" offset={6}>
        {content}
      </Tooltip>
    </TooltipTrigger>
  )
}
