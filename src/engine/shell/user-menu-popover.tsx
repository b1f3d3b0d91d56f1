/** The open user menu (loaded on first use, see ../actions/menu-button.ts). */
import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  Popover,
  SubmenuTrigger,
  type Key,
} from 'react-aria-components'
import type { MenuPopoverProps } from '../actions/menu-button'
import type { ThemeChoice } from './theme'
import { setTheme, useTheme } from './theme'

const themes: { id: ThemeChoice; label: string }[] = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'System' },
]

interface UserMenuPopoverProps extends MenuPopoverProps {
  onAction: (key: Key) => void
  /** a console with no sign-in has no user settings, only its own preferences */
  hasUser: boolean
  canSignOut: boolean
}

export default function UserMenuPopover({
  triggerRef,
  autoFocus,
  onClose,
  onAction,
  hasUser,
  canSignOut,
}: UserMenuPopoverProps) {
  const theme = useTheme()
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom end"
      className="popover"
    >
      <Menu
        className="menu"
        aria-label={hasUser ? 'User menu' : 'Preferences'}
        autoFocus={autoFocus}
        onClose={onClose}
        onAction={onAction}
      >
        {hasUser && (
          <MenuItem id="settings" className="menu-item">
            Settings
          </MenuItem>
        )}
        <SubmenuTrigger>
          <MenuItem id="theme" className="menu-item">
            Theme
          </MenuItem>
          <Popover className="popover">
            <Menu
              className="menu"
              aria-label="Theme"
              selectionMode="single"
              selectedKeys={[theme]}
              onAction={(key) => setTheme(key as ThemeChoice)}
            >
              <MenuSection>
                <Header className="menu-header">Theme</Header>
                {themes.map((t) => (
                  <MenuItem key={t.id} id={t.id} className="menu-item">
                    {t.label}
                  </MenuItem>
                ))}
              </MenuSection>
            </Menu>
          </Popover>
        </SubmenuTrigger>
        {canSignOut && (
          <MenuItem id="sign-out" className="menu-item">
            Sign out
          </MenuItem>
        )}
      </Menu>
    </Popover>
  )
}
