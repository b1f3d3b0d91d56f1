import { useMemo, useState } from 'react'
import {
  describedBy,
  Field,
  ReferencePicker,
  validateIp,
  validateName,
  type ScopeLookup,
} from '../../engine'
import type { CustomInterface } from './draft'
import { TextField } from './text-field'
import { AddButtons } from './add-buttons'

type Errors = Partial<Record<keyof CustomInterface, string>>

/** what is wrong with a new interface before it goes on the list */
function interfaceErrors(nic: CustomInterface, taken: string[]): Errors {
  const errors: Errors = {}
  const nameError = nic.name === '' ? 'Required' : validateName(nic.name)
  if (nameError) errors.name = nameError
  else if (taken.includes(nic.name)) errors.name = 'Another interface has this name'
  if (nic.vpc === '') errors.vpc = 'Required'
  if (nic.subnet === '') errors.subnet = 'Required'
  if (nic.ip !== '') {
    const ipError = validateIp(nic.ip)
    if (ipError) errors.ip = ipError
  }
  return errors
}

const EMPTY: CustomInterface = { name: '', vpc: '', subnet: '', ip: '' }

/**
 * The small form that adds a network interface to the new instance: a VPC of the project and
 * one of its subnets, picked by name, and an address of that subnet if the operator wants one.
 */
export function NewInterfaceForm({
  scope,
  taken,
  onAdd,
  onCancel,
}: {
  scope: ScopeLookup
  taken: string[]
  onAdd: (nic: CustomInterface) => void
  onCancel: () => void
}) {
  const [nic, setNic] = useState<CustomInterface>(EMPTY)
  const [tried, setTried] = useState(false)
  const errors = interfaceErrors(nic, taken)
  const shown = tried ? errors : {}
  const change = (part: Partial<CustomInterface>) => setNic((current) => ({ ...current, ...part }))
  // the subnets listed are the chosen VPC's
  const subnetScope = useMemo<ScopeLookup>(
    () => (name) => (name === 'vpc' ? nic.vpc || undefined : scope(name)),
    [nic.vpc, scope],
  )
  return (
    <fieldset className="card instance-create-fields" aria-label="New network interface">
      <TextField
        id="new-nic-name"
        label="Interface name"
        value={nic.name}
        onChange={(name) => change({ name })}
        required
        error={shown.name}
      />
      <div className="instance-create-pair">
        <Field id="new-nic-vpc" label="VPC" required error={shown.vpc}>
          <ReferencePicker
            id="new-nic-vpc"
            label="VPC"
            kind="vpc"
            scope={scope}
            value={nic.vpc || undefined}
            required
            invalid={Boolean(shown.vpc)}
            describedBy={describedBy('new-nic-vpc', undefined, shown.vpc)}
            onChange={(vpc) => change({ vpc: vpc ?? '', subnet: '' })}
          />
        </Field>
        <Field
          id="new-nic-subnet"
          label="Subnet"
          required
          hint={nic.vpc === '' ? 'Choose a VPC first' : undefined}
          error={shown.subnet}
        >
          <ReferencePicker
            // a new VPC lists other subnets: a fresh picker, not the old one's list
            key={nic.vpc}
            id="new-nic-subnet"
            label="Subnet"
            kind="vpcSubnet"
            scope={subnetScope}
            value={nic.subnet || undefined}
            required
            disabled={nic.vpc === ''}
            invalid={Boolean(shown.subnet)}
            describedBy={describedBy(
              'new-nic-subnet',
              nic.vpc === '' ? 'hint' : undefined,
              shown.subnet,
            )}
            onChange={(subnet) => change({ subnet: subnet ?? '' })}
          />
        </Field>
      </div>
      <TextField
        id="new-nic-ip"
        label="IP address"
        value={nic.ip}
        onChange={(ip) => change({ ip: ip.trim() })}
        hint="Left empty, the platform picks a free address of the subnet"
        error={shown.ip}
        mono
      />
      <AddButtons
        label="Add interface"
        onAdd={() => {
          setTried(true)
          if (Object.keys(errors).length === 0) onAdd(nic)
        }}
        onCancel={onCancel}
      />
    </fieldset>
  )
}
