import { useId, useState } from 'react'
import { describedBy } from '../../engine'
import { enterAdds } from './enter-adds'
import { addPort } from './pending'
import './rule-lists.css'

interface PortListProps {
  ports: string[]
  /** the port filter box, typed but not added: the form's, so submit can add it */
  typed: string
  onChange: (ports: string[], typed: string) => void
  error?: string
}

const HINT = 'A single port (22) or a range (8000-8080). Enter adds it.'

/** Port filters: checked as they are added; a port already listed is not added twice. */
export function PortList({ ports, typed, onChange, error }: PortListProps) {
  const id = useId()
  const inputId = `${id}-port`
  const [valueError, setValueError] = useState<string | undefined>(undefined)
  const shownError = valueError ?? error

  const add = () => {
    const added = addPort(ports, typed)
    setValueError(added.error)
    if (added.items) onChange(added.items, '')
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
          value={typed}
          inputMode="numeric"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(inputId, HINT, shownError)}
          onChange={(event) => {
            onChange(ports, event.target.value)
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
                onClick={() =>
                  onChange(
                    ports.filter((other) => other !== port),
                    typed,
                  )
                }
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
