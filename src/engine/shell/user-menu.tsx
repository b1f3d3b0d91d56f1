import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router'
import { useMenuButton } from '../actions/menu-button'
import { useCurrentUser, useSignOut } from './session'

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

  const name = user.data?.displayName ?? 'User'
  return (
    <>
      {/* the name starts with the visible text, so speaking what you see finds the button */}
      <button
        {...triggerProps}
        className="btn btn-ghost user-menu-button"
        aria-label={`${name}, user menu`}
      >
        {name}
        <span aria-hidden="true"> ▾</span>
      </button>
      {popoverProps && (
        <Suspense fallback={null}>
          <UserMenuPopover {...popoverProps} onAction={onAction} canSignOut={Boolean(signOut)} />
        </Suspense>
      )}
    </>
  )
}
