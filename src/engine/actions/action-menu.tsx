import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components'
import type { MenuAction } from './types'

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
  const disabledKeys = actions.filter((action) => action.disabledReason).map((action) => action.key)
  return (
    <MenuTrigger>
      <Button aria-label={label} className="btn btn-ghost action-menu-trigger">
        {triggerText}
      </Button>
      <Popover placement="bottom end" className="action-menu-popover">
        <Menu
          aria-label={label}
          className="action-menu"
          items={actions}
          disabledKeys={disabledKeys}
          onAction={(key) => {
            const action = actions.find((candidate) => candidate.key === key)
            if (action) onAction(action)
          }}
        >
          {(action) => (
            <MenuItem
              id={action.key}
              textValue={action.label}
              className={
                action.danger && !action.disabledReason
                  ? 'action-menu-item danger'
                  : 'action-menu-item'
              }
            >
              <Text slot="label" title={action.disabledReason}>
                {action.label}
              </Text>
              {action.disabledReason ? (
                <Text slot="description" className="action-menu-reason">
                  {action.disabledReason}
                </Text>
              ) : null}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
