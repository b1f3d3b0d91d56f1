import { useId } from 'react'
import { formatAmount, type Resource } from './resources'

interface CapacityBarProps {
  resource: Resource
  used: number
  limit: number
  /** what `used` is: "provisioned" */
  usedWord?: string
  /** what `limit` is: "quota", "capacity" */
  limitWord: string
  /** a second line under the numbers */
  note?: string
}

/**
 * How much of a limit is taken, as the browser's own meter named by the resource: the bar for
 * the eye, the numbers in words under it (the meter's description). Over the limit the bar is
 * full and turns to the danger tone.
 */
export function CapacityBar({
  resource,
  used,
  limit,
  usedWord = 'provisioned',
  limitWord,
  note,
}: CapacityBarProps) {
  const id = useId()
  const percent = limit > 0 ? (used / limit) * 100 : 0
  const tone = percent > 100 ? 'over' : percent >= 80 ? 'high' : 'ok'
  return (
    <div className={`capacity-bar card capacity-${tone}`}>
      <div className="capacity-head">
        <label className="capacity-label" htmlFor={`${id}-meter`}>
          {resource.label}
        </label>
        <span className="capacity-percent" aria-hidden="true">
          {Math.round(percent)}%
        </span>
      </div>
      <meter
        id={`${id}-meter`}
        className="bar capacity-meter"
        min={0}
        max={100}
        value={Math.min(percent, 100)}
        aria-valuetext={`${Math.round(percent)}%`}
        aria-describedby={note ? `${id}-numbers ${id}-note` : `${id}-numbers`}
      />
      <p className="capacity-numbers" id={`${id}-numbers`}>
        <strong>{formatAmount(resource, used)}</strong> {usedWord} of{' '}
        {formatAmount(resource, limit)} {limitWord}
      </p>
      {note && (
        <p className="capacity-note muted" id={`${id}-note`}>
          {note}
        </p>
      )}
    </div>
  )
}
