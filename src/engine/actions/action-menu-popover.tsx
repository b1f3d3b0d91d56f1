/** The open action menu (loaded on first use, see ./menu-button.ts). */
import { Menu, MenuItem, Popover, Text } from 'react-aria-components'
import { useListChecks } from './use-list-checks'
import type { MenuPopoverProps } from './menu-button'
import type { MenuAction } from './types'

interface ActionMenuPopoverProps extends MenuPopoverProps {
  label: string
  actions: MenuAction[]
  onAction: (action: MenuAction) => void
}

export default function ActionMenuPopover({
  triggerRef,
  autoFocus,
  onClose,
  label,
  actions: declared,
  onAction,
}: ActionMenuPopoverProps) {
  const actions = useListChecks(declared)
  const disabledKeys = actions.filter((action) => action.disabledReason).map((action) => action.key)
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom end"
      className="action-menu-popover"
    >
      <Menu
        aria-label={label}
        className="action-menu"
        items={actions}
        disabledKeys={disabledKeys}
        autoFocus={autoFocus}
        onClose={onClose}
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
  )
}
