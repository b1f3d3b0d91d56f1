import { useCallback, useMemo } from 'react'
import { useConfirm, useSignedInIdentities } from '../../engine'
import type { AccessLevel } from './access-rows'
import { lockOutMessage, lostRole } from './lock-out'
import { withoutIdentity, withRole, type Identity, type Policy } from './policy'
import type { Role } from './roles'

export interface LockOutGuard {
  /** gives `identity` the role; asks first when that takes a role from the user */
  change: (identity: Identity, role: Role) => Promise<void>
  /** asks before removing `identity`'s role, saying what the user loses when it is theirs */
  remove: (identity: Identity) => void
}

/**
 * Changes to a policy that may lock the signed-in user out (issue 25): changing or removing
 * their own role, or a group's they belong to, asks with the engine's confirm dialog what
 * they will lose. Read against the page's copy of the policy; the change itself reads afresh.
 */
export function useLockOutGuard(
  policy: Policy | undefined,
  level: AccessLevel,
  changePolicy: (change: (policy: Policy) => Policy) => Promise<void>,
): LockOutGuard {
  const confirm = useConfirm()
  const me = useSignedInIdentities()
  const lost = useCallback(
    (next: (policy: Policy) => Policy) =>
      policy && me ? lostRole(policy, next(policy), me.ids) : undefined,
    [policy, me],
  )

  const change = useCallback(
    (identity: Identity, role: Role) => {
      const next = (current: Policy) => withRole(current, identity, role)
      const losing = lost(next)
      if (!losing) return changePolicy(next)
      // the role dialog closes; this one asks before anything is written
      confirm({
        title: 'Confirm role change',
        message: lockOutMessage(losing, level, identity),
        confirmLabel: 'Change role',
        danger: true,
        errorTitle: 'Could not change role',
        onConfirm: () => changePolicy(next),
      })
      return Promise.resolve()
    },
    [lost, changePolicy, confirm, level],
  )

  const remove = useCallback(
    (identity: Identity) => {
      const next = (current: Policy) => withoutIdentity(current, identity.id)
      const losing = lost(next)
      confirm({
        title: 'Delete role assignment',
        message: losing
          ? lockOutMessage(losing, level, identity)
          : `Are you sure you want to remove the ${level} role of ${identity.name}?`,
        confirmLabel: 'Confirm',
        danger: true,
        errorTitle: 'Could not delete role assignment',
        onConfirm: () => changePolicy(next),
      })
    },
    [lost, changePolicy, confirm, level],
  )
  return useMemo(() => ({ change, remove }), [change, remove])
}
