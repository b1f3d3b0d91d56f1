import type { KindIndex } from '../facade'
import { FormOnDemand } from './form-on-demand'
import { NewKeyForm } from './new-key-form'
import { Section, type SectionProps } from './section'

/**
 * The user's SSH keys to put on the instance, every one chosen until the person unticks some
 * (cloud-init places them on the guest at first boot).
 */
export function KeysSection({ draft, set, keys }: SectionProps & { keys: KindIndex<'sshKey'> }) {
  const all = keys.items.map((key) => key.name)
  const chosen = draft.sshKeys ?? all
  const toggle = (name: string, on: boolean) =>
    set({ sshKeys: on ? [...chosen, name] : chosen.filter((other) => other !== name) })

  return (
    <Section id="ssh-keys" title="SSH keys">
      {keys.isLoading ? (
        <p className="muted" aria-busy="true">
          Loading your keys…
        </p>
      ) : all.length === 0 ? (
        <p className="muted">You have no SSH keys yet.</p>
      ) : (
        <fieldset className="instance-create-checks">
          <legend className="form-label">Keys to put on the instance</legend>
          {keys.items.map((key) => (
            <div key={key.id} className="form-checkbox">
              <input
                id={`ssh-key-${key.id}`}
                type="checkbox"
                checked={chosen.includes(key.name)}
                onChange={(e) => toggle(key.name, e.target.checked)}
              />
              <label htmlFor={`ssh-key-${key.id}`}>
                {key.name}
                {key.description && <span className="muted"> · {key.description}</span>}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <FormOnDemand label="Add SSH key">
        {(close) => (
          <NewKeyForm
            onAdded={(key) => {
              // the new key joins the chosen ones; untouched, "all" already includes it
              if (draft.sshKeys) set({ sshKeys: [...draft.sshKeys, key.name] })
              close()
            }}
            onCancel={close}
          />
        )}
      </FormOnDemand>
      <p className="muted instance-create-summary">
        Keys are placed on the guest by cloud-init when it first boots.
      </p>
    </Section>
  )
}
