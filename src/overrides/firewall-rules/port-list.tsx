import { useId, useState } from 'react'
import { describedBy, validatePortRange, validateUnique } from '../../engine'
import { enterAdds } from './enter-adds'
import './rule-lists.css'

interface PortListProps {
  ports: string[]
  onChange: (ports: string[]) => void
  error?: string
}

const HINT = 'A single port (22) or a range (8000-8080). Enter adds it.'

/** Port filters: checked as they are added; a port already listed is not added twice. */
export function PortList({ ports, onChange, error }: PortListProps) {
  const id = useId()
  const inputId = `${id}-port`
  const [value, setValue] = useState('')
  const [valueError, setValueError] = useState<string | undefined>(undefined)
  const shownError = valueError ?? error

  const add = () => {
    const port = value.trim()
    // a port already listed is said to be so, not dropped without a word (spec §5)
    const problem = validatePortRange(port) ?? validateUnique([...ports, port])
    setValueError(problem)
    if (problem) return
    onChange([...ports, port])
    setValue('')
  }

  const onKeyDown = enterAdds(add)

  return (
    <fieldset className="form-group">
      <legend className="form-legend">Ports</legend>
      <div className={shownError ? 'form-field has-error' : 'form-field'}>
        <label htmlFor={inputId} className="form-label">
          Port filter
        </label>
        <input
          id={inputId}
          className="form-input"
          value={value}
          inputMode="numeric"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(inputId, HINT, shownError)}
          onChange={(event) => {
            setValue(event.target.value)
            setValueError(undefined)
          }}
          onKeyDown={onKeyDown}
        />
        <div id={`${inputId}__description`} className="form-description">
          {HINT}
        </div>
        {shownError && (
          <ul id={`${inputId}__error`} className="form-field-errors">
            <li>{shownError}</li>
          </ul>
        )}
      </div>
      <button type="button" className="btn btn-ghost" onClick={add}>
        Add port
      </button>
      {ports.length > 0 && (
        <ul className="mini-list" aria-label="Ports">
          {ports.map((port) => (
            <li key={port}>
              <span>{port}</span>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={`Remove port ${port}`}
                onClick={() => onChange(ports.filter((other) => other !== port))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
