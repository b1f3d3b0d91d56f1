import type { ScopeLookup } from '../../engine'
import type { CustomInterface } from './draft'
import { DraftTable } from './draft-table'
import { FormOnDemand } from './form-on-demand'
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
  return (
    <div className="stack">
      {interfaces.length > 0 && (
        <DraftTable
          label="Network interfaces to create"
          columns={['Name', 'VPC', 'Subnet', 'IP address']}
          items={interfaces}
          nameOf={(nic) => nic.name}
          cells={(nic, index) => (
            <>
              <td>
                {nic.name}
                {index === 0 && <span className="badge badge-neutral">primary</span>}
              </td>
              <td>{nic.vpc}</td>
              <td>{nic.subnet}</td>
              <td className="mono">{nic.ip || 'Any free address'}</td>
            </>
          )}
          onRemove={(nic) => onChange(interfaces.filter((other) => other !== nic))}
        />
      )}
      {error && (
        <p className="form-field-errors" role="alert">
          {error}
        </p>
      )}
      <FormOnDemand label="Add network interface" open={interfaces.length === 0}>
        {(close) => (
          <NewInterfaceForm
            scope={scope}
            taken={interfaces.map((nic) => nic.name)}
            onAdd={(nic) => {
              onChange([...interfaces, nic])
              close()
            }}
            onCancel={close}
          />
        )}
      </FormOnDemand>
    </div>
  )
}
