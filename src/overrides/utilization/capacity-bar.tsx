import { Label, Meter } from 'react-aria-components'
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
 * How much of a limit is taken, as a meter: the bar for the eye, the numbers in words beside
 * it. Over the limit the bar is full and turns to the danger tone.
 */
export function CapacityBar({
  resource,
  used,
  limit,
  usedWord = 'provisioned',
  limitWord,
  note,
}: CapacityBarProps) {
  const percent = limit > 0 ? (used / limit) * 100 : 0
  const tone = percent > 100 ? 'over' : percent >= 80 ? 'high' : 'ok'
  return (
    <Meter
      className={`capacity-bar card capacity-${tone}`}
      value={Math.min(percent, 100)}
      valueLabel={`${Math.round(percent)}%`}
    >
      {({ percentage }) => (
        <>
          <div className="capacity-head">
            <Label className="capacity-label">{resource.label}</Label>
            <span className="capacity-percent">{Math.round(percent)}%</span>
          </div>
          <div className="capacity-track" aria-hidden="true">
            <div className="capacity-fill" style={{ width: `${percentage}%` }} />
          </div>
          <p className="capacity-numbers">
            <strong>{formatAmount(resource, used)}</strong> {usedWord} of{' '}
            {formatAmount(resource, limit)} {limitWord}
          </p>
          {note && <p className="capacity-note muted">{note}</p>}
        </>
      )}
    </Meter>
  )
}
