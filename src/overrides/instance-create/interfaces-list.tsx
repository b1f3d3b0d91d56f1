import { useState } from 'react'
import type { ScopeLookup } from '../../engine'
import type { CustomInterface } from './draft'
import { NewInterfaceForm } from './new-interface-form'

/**
 * The interfaces the operator adds for the new instance, the first one its primary, with the
 * form that adds another.
 */
export function InterfacesList({
  interfaces,
  onChange,
  error,
  scope,
}: {
  interfaces: CustomInterface[]
  onChange: (interfaces: CustomInterface[]) => void
  error?: string
  scope: ScopeLookup
}) {
  const [adding, setAdding] = useState(interfaces.length === 0)
  return (
    <div className="stack">
      {interfaces.length > 0 && (
        <table className="table instance-create-table" aria-label="Network interfaces to create">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">VPC</th>
              <th scope="col">Subnet</th>
              <th scope="col">IP address</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {interfaces.map((nic, index) => (
              <tr key={nic.name}>
                <td>
                  {nic.name}
                  {index === 0 && <span className="badge badge-neutral">primary</span>}
                </td>
                <td>{nic.vpc}</td>
                <td>{nic.subnet}</td>
                <td className="mono">{nic.ip || 'Any free address'}</td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Remove ${nic.name}`}
                    onClick={() => onChange(interfaces.filter((other) => other !== nic))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <p className="form-field-errors" role="alert">
          {error}
        </p>
      )}
      {adding ? (
        <NewInterfaceForm
          scope={scope}
          taken={interfaces.map((nic) => nic.name)}
          onAdd={(nic) => {
            onChange([...interfaces, nic])
            setAdding(false)
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="row">
          <button type="button" className="btn btn-sm" onClick={() => setAdding(true)}>
            Add network interface
          </button>
        </div>
      )}
    </div>
  )
}
