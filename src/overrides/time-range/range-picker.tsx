import { type FormEvent, useId, useState } from 'react'
import { timeWindowProblem } from '../../contract'
import { describedBy, Field } from '../../engine'
import { type RangePreset, toLocalInput, type TimeRange } from './time-range'

const CUSTOM = 'custom'

/**
 * The window of a chart page: a preset, or a custom start and end (to the minute, in the
 * browser's time zone) applied once both are right: the end after the start and not to come.
 */
export function RangePicker({
  presets,
  range,
  window,
  onChange,
}: {
  presets: readonly RangePreset[]
  range: TimeRange
  /** the window now shown, the custom fields' starting values */
  window: { start: Date; end: Date }
  onChange: (range: TimeRange) => void
}) {
  const [editing, setEditing] = useState(false)
  const custom = editing || !('minutes' in range)
  const id = useId()
  return (
    <div className="range-picker">
      <div className="field-inline">
        <label htmlFor={id}>Time range</label>
        <select
          id={id}
          className="input"
          value={'minutes' in range && !editing ? range.minutes : CUSTOM}
          onChange={(event) => {
            const value = event.target.value
            setEditing(value === CUSTOM)
            if (value !== CUSTOM) onChange({ minutes: Number(value) })
          }}
        >
          {presets.map((preset) => (
            <option key={preset.minutes} value={preset.minutes}>
              {preset.label}
            </option>
          ))}
          <option value={CUSTOM}>Custom</option>
        </select>
      </div>
      {custom && (
        <CustomRange
          // a new window (Back, another link) starts the fields afresh
          key={`${window.start.getTime()}-${window.end.getTime()}`}
          window={window}
          onApply={(next) => {
            setEditing(false)
            onChange(next)
          }}
        />
      )}
    </div>
  )
}

function CustomRange({
  window,
  onApply,
}: {
  window: { start: Date; end: Date }
  onApply: (range: { start: Date; end: Date }) => void
}) {
  const id = useId()
  const [start, setStart] = useState(toLocalInput(window.start))
  const [end, setEnd] = useState(toLocalInput(window.end))
  // a link can carry a window that breaks the rule: say so at once, as the mock would
  const [error, setError] = useState(() => timeWindowProblem(window.start, window.end, new Date()))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = { start: new Date(start), end: new Date(end) }
    const problem = timeWindowProblem(next.start, next.end, new Date())
    setError(problem)
    if (!problem) onApply(next)
  }
  return (
    // the rule speaks for itself: the browser's own check of `max` would only show a bubble
    <form className="custom-range" aria-label="Custom range" noValidate onSubmit={submit}>
      <Field id={`${id}-start`} label="Start">
        <input
          id={`${id}-start`}
          className="input"
          type="datetime-local"
          required
          value={start}
          max={toLocalInput(new Date())}
          onChange={(event) => setStart(event.target.value)}
        />
      </Field>
      <Field id={`${id}-end`} label="End" error={error}>
        <input
          id={`${id}-end`}
          className="input"
          type="datetime-local"
          required
          value={end}
          max={toLocalInput(new Date())}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-end`, undefined, error)}
          onChange={(event) => setEnd(event.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn-primary">
        Apply
      </button>
    </form>
  )
}
