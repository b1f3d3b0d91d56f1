import { useState } from 'react'
import { Link } from 'react-router'
import { Field, ReferencePicker, type ScopeLookup } from '../../engine'
import type { KindIndex } from '../facade'
import type { Draft } from './draft'
import { InterfacesList } from './interfaces-list'
import { Section, type SectionProps } from './section'

const NETWORKS: { id: Draft['network']; label: string; hint: string }[] = [
  { id: 'default', label: 'Default', hint: "one interface in the default VPC's default subnet" },
  { id: 'custom', label: 'Custom', hint: 'interfaces in the VPCs and subnets you choose' },
  { id: 'none', label: 'None', hint: 'no network interface' },
]

/** why the ephemeral IP cannot be chosen: the platform refuses one without an interface */
export const EPHEMERAL_NEEDS_INTERFACE = 'An ephemeral IP needs a network interface'

/** whether the project's VPC list is known to be empty: no interface can be made there */
export const hasNoVpc = (vpcs: KindIndex<'vpc'>) =>
  !vpcs.isLoading && !vpcs.failed && vpcs.items.length === 0

/**
 * The network interfaces (the project's default one, the operator's own, or none) and external addresses: an
 * ephemeral IP from a pool, and floating IPs of the project that are not attached yet. In a
 * project with no VPC only "None" is offered, beside a link to create one.
 */
export function NetworkingSection({
  draft,
  set,
  errors,
  floatingIps,
  vpcs,
  createVpcPath,
  scope,
}: SectionProps & {
  floatingIps: KindIndex<'floatingIp'>
  vpcs: KindIndex<'vpc'>
  createVpcPath: string | undefined
  scope: ScopeLookup
}) {
  // the picker only adds: it is empty again once an IP is on the list
  const [pickerKey, setPickerKey] = useState(0)
  const noVpc = hasNoVpc(vpcs)
  const noInterface = draft.network === 'none'
  const attached = floatingIps.items.filter((ip) => ip.instanceId).map((ip) => ip.name)
  const byName = (name: string) => floatingIps.items.find((ip) => ip.name === name)

  return (
    <Section id="networking" title="Networking">
      <fieldset className="instance-create-checks">
        <legend className="form-label">Network interface</legend>
        {NETWORKS.map((network) => (
          <div key={network.id} className="form-radio">
            <input
              id={`network-${network.id}`}
              type="radio"
              name="network"
              checked={draft.network === network.id}
              disabled={noVpc && network.id !== 'none'}
              aria-describedby={noVpc && network.id !== 'none' ? 'network-no-vpc' : undefined}
              onChange={() =>
                set(
                  { network: network.id, ...(network.id === 'none' ? { ephemeralIp: false } : {}) },
                  'externalIps',
                )
              }
            />
            <label htmlFor={`network-${network.id}`}>
              {network.label} <span className="muted">· {network.hint}</span>
            </label>
          </div>
        ))}
        {noVpc && (
          <p id="network-no-vpc" className="muted">
            The project has no VPC, so an instance here can have no network interface.{' '}
            {createVpcPath && <Link to={createVpcPath}>Create a VPC</Link>}
          </p>
        )}
      </fieldset>
      {draft.network === 'custom' && (
        <InterfacesList
          interfaces={draft.interfaces}
          onChange={(interfaces) => set({ interfaces }, 'interfaces')}
          error={errors.interfaces}
          scope={scope}
        />
      )}

      <div className="form-checkbox">
        <input
          id="ephemeral-ip"
          type="checkbox"
          checked={draft.ephemeralIp}
          disabled={noInterface}
          aria-describedby={noInterface ? 'ephemeral-ip-reason' : undefined}
          onChange={(e) => set({ ephemeralIp: e.target.checked }, 'externalIps')}
        />
        <label htmlFor="ephemeral-ip">Allocate an ephemeral IP</label>
        {noInterface && (
          <span className="muted">
            {'· '}
            <span id="ephemeral-ip-reason">{EPHEMERAL_NEEDS_INTERFACE}</span>
          </span>
        )}
      </div>
      {draft.ephemeralIp && (
        <Field id="ephemeral-pool" label="IP pool" hint="Left empty, the silo's default pool">
          <ReferencePicker
            id="ephemeral-pool"
            label="IP pool"
            kind="projectIpPool"
            scope={scope}
            value={draft.ephemeralPool}
            onChange={(pool) => set({ ephemeralPool: pool })}
            describedBy="ephemeral-pool__description"
          />
        </Field>
      )}

      <Field
        id="floating-ip"
        label="Floating IPs"
        hint="Floating IPs of the project that are not attached to an instance"
        error={errors.externalIps}
      >
        <ReferencePicker
          key={pickerKey}
          id="floating-ip"
          label="Floating IPs"
          kind="floatingIp"
          scope={scope}
          value={undefined}
          exclude={[...attached, ...draft.floatingIps]}
          onChange={(name) => {
            if (name === undefined) return
            set({ floatingIps: [...draft.floatingIps, name] }, 'externalIps')
            setPickerKey((key) => key + 1)
          }}
          invalid={Boolean(errors.externalIps)}
          describedBy={errors.externalIps ? 'floating-ip__error' : 'floating-ip__description'}
        />
      </Field>
      {draft.floatingIps.length > 0 && (
        <ul className="instance-create-chosen" aria-label="Floating IPs to attach">
          {draft.floatingIps.map((name) => (
            <li key={name}>
              <span>{name}</span>
              <span className="mono muted">{byName(name)?.ip}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${name}`}
                onClick={() =>
                  set(
                    { floatingIps: draft.floatingIps.filter((other) => other !== name) },
                    'externalIps',
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
