import {
  Button,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
  Header,
} from 'react-aria-components'
import type { Key } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useCurrentUser, useSignOut } from './session'
import type { ThemeChoice } from './theme'
import { setTheme, useTheme } from './theme'

const themes: { id: ThemeChoice; label: string }[] = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'System' },
]

export function UserMenu() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const theme = useTheme()

  function onAction(key: Key) {
    if (key === 'settings') void navigate('/settings')
    if (key === 'sign-out') void signOut?.()
  }

  const name = user.data?.displayName ?? 'User'
  return (
    <MenuTrigger>
      {/* the name starts with the visible text, so speaking what you see finds the button */}
      <Button className="btn btn-ghost user-menu-button" aria-label={`${name}, user menu`}>
        {name}
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover placement="bottom end" className="popover">
        <Menu className="menu" onAction={onAction}>
          <MenuItem id="settings" className="menu-item">
            Settings
          </MenuItem>
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
          {signOut && (
            <MenuItem id="sign-out" className="menu-item">
              Sign out
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
