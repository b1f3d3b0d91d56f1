import { useId, useState } from 'react'
import { describedBy } from '../../engine'
import type { Endpoint, EndpointType, PendingEndpoint } from './rule-draft'
import { enterAdds } from './enter-adds'
import { addEndpoint } from './pending'
import './rule-lists.css'

export const endpointTypeLabels: Record<EndpointType, string> = {
  vpc: 'VPC',
  subnet: 'VPC subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP subnet',
}

const placeholders: Record<EndpointType, string> = {
  vpc: 'mock-vpc',
  subnet: 'mock-subnet',
  instance: 'db1',
  ip: '10.0.0.1',
  ip_net: '10.0.0.0/24',
}

interface EndpointListProps<E extends Endpoint> {
  /** "Targets", "Host filters" */
  legend: string
  /** "target", "host filter": names the controls ("Add target") */
  noun: string
  hint: string
  items: E[]
  /** the type and value boxes, typed but not added: the form's, so submit can add them */
  typed: PendingEndpoint
  onChange: (items: E[], typed: PendingEndpoint) => void
  /** an error about the list as a whole, from submit */
  error?: string
}

/**
 * Targets and host filters: a type and a value, added to a small table with a remove button
 * per row. The value is checked by its type before it is added; Enter adds, never submits.
 */
export function EndpointList<E extends Endpoint>(props: EndpointListProps<E>) {
  const { legend, noun, hint, items, typed, onChange, error } = props
  const { type, value } = typed
  const id = useId()
  const [valueError, setValueError] = useState<string | undefined>(undefined)
  const shownError = valueError ?? error

  const add = () => {
    const added = addEndpoint(items, typed)
    setValueError(added.error)
    if (added.items) onChange(added.items, { type, value: '' })
  }

  const onKeyDown = enterAdds(add)

  return (
    <fieldset className="form-group">
      <legend className="form-legend">{legend}</legend>
      <p id={`${id}-value__description`} className="form-description">
        {hint}
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-type`} className="form-label">
          {`${capitalized(noun)} type`}
        </label>
        <select
          id={`${id}-type`}
          className="form-input"
          value={type}
          onChange={(event) => {
            onChange(items, { type: event.target.value as EndpointType, value })
            setValueError(undefined)
          }}
        >
          {Object.entries(endpointTypeLabels).map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {/* only the value is marked: the type is never what is wrong */}
      <div className={shownError ? 'form-field has-error' : 'form-field'}>
        <label htmlFor={`${id}-value`} className="form-label">
          {type === 'ip' || type === 'ip_net'
            ? `${capitalized(noun)} value`
            : `${capitalized(noun)} name`}
        </label>
        <input
          id={`${id}-value`}
          className="form-input"
          value={value}
          placeholder={placeholders[type]}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(`${id}-value`, hint, shownError)}
          onChange={(event) => {
            onChange(items, { type, value: event.target.value })
            setValueError(undefined)
          }}
          onKeyDown={onKeyDown}
        />
        {shownError && (
          <ul id={`${id}-value__error`} className="form-field-errors">
            <li>{shownError}</li>
          </ul>
        )}
      </div>
      <button type="button" className="btn btn-ghost" onClick={add}>
        {`Add ${noun}`}
      </button>
      {items.length > 0 && (
        <table className="mini-table" aria-label={legend}>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Value</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.type}:${item.value}`}>
                <td>{endpointTypeLabels[item.type]}</td>
                <td>{item.value}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={`Remove ${noun} ${item.value}`}
                    onClick={() =>
                      onChange(
                        items.filter((_, at) => at !== index),
                        typed,
                      )
                    }
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </fieldset>
  )
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
