import { timeWindows } from './provisioning-series'

/** the time window of the charts */
export function WindowPicker({
  hours,
  onChange,
}: {
  hours: number
  onChange: (h: number) => void
}) {
  return (
    <label className="field-inline">
      <span>Time range</span>
      <select className="input" value={hours} onChange={(e) => onChange(Number(e.target.value))}>
        {timeWindows.map((w) => (
          <option key={w.hours} value={w.hours}>
            {w.label}
          </option>
        ))}
      </select>
    </label>
  )
}
