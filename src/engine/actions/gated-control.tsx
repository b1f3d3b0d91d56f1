import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { useOperationAccess } from '../access/use-access'
import { WithTooltip } from '../shell/tooltip'

interface GatedControlProps {
  /** set when the item's state forbids the action: the control stays, disabled, saying why */
  disabledReason?: string
  /**
   * the operation the control calls: when the user's role on the page cannot call it, the
   * control is disabled with the role's reason, which wins over the state's
   */
  operation?: string
  /** where the allowed control leads; without it, it is a button calling `onPress` */
  to?: string
  onPress?: () => void
  className?: string
  children: ReactNode
}

/**
 * A page's button for an action the item's state or the user's role may forbid (attach a
 * disk, open the serial console, "New …"). Forbidden, it keeps its place, aria-disabled so it
 * can still take focus and show the reason as its tooltip, like the disabled entries of an
 * action menu.
 */
export function GatedControl({ operation, ...props }: GatedControlProps) {
  // the role gate reads the console's policies: only a control naming its operation asks
  return operation === undefined ? (
    <StateGatedControl {...props} />
  ) : (
    <RoleGatedControl operation={operation} {...props} />
  )
}

function RoleGatedControl({
  operation,
  disabledReason,
  ...props
}: GatedControlProps & { operation: string }) {
  const access = useOperationAccess(operation, useParams())
  return (
    <StateGatedControl
      {...props}
      disabledReason={access.enabled ? disabledReason : access.reason}
    />
  )
}

function StateGatedControl({
  disabledReason,
  to,
  onPress,
  className = 'btn',
  children,
}: Omit<GatedControlProps, 'operation'>) {
  if (disabledReason !== undefined) {
    return (
      <WithTooltip content={disabledReason}>
        <button type="button" className={className} aria-disabled="true">
          {children}
        </button>
      </WithTooltip>
    )
  }
  if (to !== undefined) {
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    )
  }
  return (
    <button type="button" className={className} onClick={onPress}>
      {children}
    </button>
  )
}
