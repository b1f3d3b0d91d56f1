import { lazy, Suspense } from 'react'
import { useMenuButton } from './menu-button'
import type { MenuAction } from './types'

const loadPopover = () => import('./action-menu-popover')
const ActionMenuPopover = lazy(loadPopover)

interface ActionMenuProps {
  /** accessible name of the trigger: "Row actions", "Instance actions" */
  label: string
  actions: MenuAction[]
  onAction: (action: MenuAction) => void
  /** the visible trigger text; rows use a compact "…" */
  triggerText?: string
}

/**
 * A menu of item actions. Disallowed actions stay in it, disabled, with their reason as the
 * item's description (read by screen readers) and as a tooltip.
 */
export function ActionMenu({ label, actions, onAction, triggerText = '…' }: ActionMenuProps) {
  const { triggerProps, popoverProps } = useMenuButton(loadPopover)
  return (
    <>
      <button {...triggerProps} aria-label={label} className="btn btn-ghost action-menu-trigger">
        {triggerText}
      </button>
      {popoverProps && (
        <Suspense fallback={null}>
          <ActionMenuPopover
            {...popoverProps}
            label={label}
            actions={actions}
            onAction={onAction}
          />
        </Suspense>
      )}
    </>
  )
}
