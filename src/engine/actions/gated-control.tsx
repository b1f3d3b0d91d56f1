import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { WithTooltip } from '../shell/tooltip'

interface GatedControlProps {
  /** set when the item's state forbids the action: the control stays, disabled, saying why */
  disabledReason?: string
  /** where the allowed control leads; without it, it is a button calling `onPress` */
  to?: string
  onPress?: () => void
  className?: string
  children: ReactNode
}

/**
 * A page's button for an action the item's state may forbid (attach a disk, open the serial
 * console). Forbidden, it keeps its place, aria-disabled so it can still take focus and show
 * the reason as its tooltip, like the disabled entries of an action menu.
 */
export function GatedControl({
  disabledReason,
  to,
  onPress,
  className = 'btn',
  children,
}: GatedControlProps) {
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
