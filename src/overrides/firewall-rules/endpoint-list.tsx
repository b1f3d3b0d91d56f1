import { useId, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { describedBy, ReferencePicker, scopeLookup } from '../../engine'
import { capitalize } from '../../contract'
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

/**
 * The kinds a type names, listed in the rule's project and VPC: picked by name. The API takes
 * a name that does not exist yet (a rule may be written before its instance), so any name can
 * still be typed; an address or network is typed.
 */
const namedKinds: Partial<Record<EndpointType, string>> = {
  vpc: 'vpc',
  subnet: 'vpcSubnet',
  instance: 'instance',
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

  // each add gives a fresh picker: the combobox reopens its list whenever its text changes
  // under focus, and an open list would cover (and hide from assistive tech) the row just added
  const [adds, setAdds] = useState(0)
  const add = () => {
    const added = addEndpoint(items, typed)
    setValueError(added.error)
    if (added.items) {
      onChange(added.items, { type, value: '' })
      setAdds((count) => count + 1)
    }
  }

  const onKeyDown = enterAdds(add)
  const params = useParams()
  const scope = useMemo(() => scopeLookup(params), [params])
  const kind = namedKinds[type]
  const valueLabel = kind ? `${capitalize(noun)} name` : `${capitalize(noun)} value`
  const valueDescription = describedBy(`${id}-value`, hint, shownError)
  const setValue = (next: string) => {
    onChange(items, { type, value: next })
    setValueError(undefined)
  }

  return (
    <fieldset className="form-group">
      <legend className="form-legend">{legend}</legend>
      <p id={`${id}-value__description`} className="form-description">
        {hint}
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-type`} className="form-label">
          {`${capitalize(noun)} type`}
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
          {valueLabel}
        </label>
        {kind ? (
          <ReferencePicker
            // a new list per type (what was typed for one kind is no name of another) and per add
            key={`${type}:${adds}`}
            autoFocus={adds > 0}
            id={`${id}-value`}
            label={valueLabel}
            kind={kind}
            scope={scope}
            value={value === '' ? undefined : value}
            onChange={(next) => setValue(next ?? '')}
            freeText
            placeholder={placeholders[type]}
            invalid={Boolean(shownError)}
            describedBy={valueDescription}
            onKeyDown={(event) => {
              // Enter on an item of the list picks it; otherwise it adds what the box holds
              if (!event.currentTarget.getAttribute('aria-activedescendant')) onKeyDown(event)
            }}
          />
        ) : (
          <input
            id={`${id}-value`}
            className="form-input"
            value={value}
            placeholder={placeholders[type]}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={valueDescription}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
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
