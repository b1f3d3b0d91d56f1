import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router'
import { useMenuButton } from '../actions/menu-button'
import { hasSession, useCurrentUser, useSignOut } from './session'

const loadPopover = () => import('./user-menu-popover')
const UserMenuPopover = lazy(loadPopover)

export function UserMenu() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const { triggerProps, popoverProps } = useMenuButton(loadPopover)

  function onAction(key: unknown) {
    if (key === 'settings') void navigate('/settings')
    if (key === 'sign-out') void signOut?.()
  }

  const session = hasSession()
  // with no sign-in there is no user: the menu holds only the console's own preferences
  const name = session ? (user.data?.displayName ?? 'User') : 'Preferences'
  return (
    <>
      {/* the name starts with the visible text, so speaking what you see finds the button */}
      <button
        {...triggerProps}
        className="btn btn-ghost user-menu-button"
        aria-label={session ? `${name}, user menu` : name}
      >
        {name}
        <span aria-hidden="true"> ▾</span>
      </button>
      {popoverProps && (
        <Suspense fallback={null}>
          <UserMenuPopover
            {...popoverProps}
            onAction={onAction}
            hasUser={session}
            canSignOut={Boolean(signOut)}
          />
        </Suspense>
      )}
    </>
  )
}
