/**
 * Asking before a dirty page is left: the side navigation, a breadcrumb, a link or the
 * browser's Back. The console's router is react-router's declarative one, where `useBlocker`
 * (a data-router hook) does not work, so the router's navigator consults the guard a page
 * registers here, and a Back already taken is undone until the person chooses to leave. The
 * question is the side panels' own (`LeaveConfirm`).
 */
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import type { Navigator } from 'react-router'

// the question is a modal (react-aria's): it loads when first asked, not with the router that
// every first page needs
const LeaveConfirm = lazy(() =>
  import('../forms/leave-confirm').then(({ LeaveConfirm }) => ({ default: LeaveConfirm })),
)

/** holds a navigation: it keeps `proceed` to call if the person chooses to leave */
export type LeaveGuard = (proceed: () => void) => void

/** the dirty page's guard, if any; one page at a time holds the address */
export interface LeaveGuardSlot {
  current: LeaveGuard | undefined
}

export const LeaveGuardContext = createContext<LeaveGuardSlot | null>(null)

/** what of the console's history the navigator wraps (named here, not imported from the router,
 * which imports this module) */
type GuardedHistory = Pick<
  Required<Navigator>,
  'createHref' | 'encodeLocation' | 'push' | 'replace' | 'go'
>

/** the history's navigator, with every move first offered to the guard */
export function guardedNavigator(history: GuardedHistory, slot: LeaveGuardSlot): Navigator {
  const hold = (move: () => void) => {
    const guard = slot.current
    if (guard) guard(move)
    else move()
  }
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => hold(() => history.push(to, state)),
    replace: (to, state) => hold(() => history.replace(to, state)),
    go: (delta) => hold(() => history.go(delta)),
  }
}

/**
 * While `dirty`, navigation away asks "Confirm navigation" first. Returns the dialog to render
 * (null when nothing is asked).
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const slot = useContext(LeaveGuardContext)
  const [held, setHeld] = useState<(() => void) | null>(null)
  useEffect(() => {
    if (!slot || !dirty) return
    const guard: LeaveGuard = (proceed) => setHeld(() => proceed)
    slot.current = guard
    return () => {
      if (slot.current === guard) slot.current = undefined
    }
  }, [slot, dirty])
  if (!held) return null
  return (
    <Suspense fallback={null}>
      <LeaveConfirm
        onStay={() => setHeld(null)}
        onLeave={() => {
          // the guard lets this move through: the page is being left
          if (slot) slot.current = undefined
          setHeld(null)
          held()
        }}
      />
    </Suspense>
  )
}
