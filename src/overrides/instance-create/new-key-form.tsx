import { useState } from 'react'
import {
  callOperation,
  describedBy,
  Field,
  invalidateKind,
  unwrap,
  validateName,
} from '../../engine'
import { requireOperation } from '../facade'
import type { SshKey } from '../../generated/platform/models'
import { TextField } from './text-field'
import { AddButtons } from './add-buttons'

/** A key added from the create page: saved to the user's keys, then chosen for the instance. */
export function NewKeyForm({
  onAdded,
  onCancel,
}: {
  onAdded: (key: SshKey) => void
  onCancel: () => void
}) {
  const [name, setName] = useState('')
  const [publicKey, setPublicKey] = useState('')
  const [tried, setTried] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string>()
  const nameError = name === '' ? 'Required' : validateName(name)
  const keyError = publicKey.trim() === '' ? 'Required' : undefined
  const shownName = tried ? nameError : undefined
  const shownKey = tried ? keyError : undefined

  const add = async () => {
    setTried(true)
    if (nameError || keyError) return
    setPending(true)
    setFailure(undefined)
    try {
      const key = unwrap(
        await callOperation<SshKey>(requireOperation('current_user_ssh_key_create'), {
          body: { name, description: '', public_key: publicKey.trim() },
        }),
      )
      await invalidateKind('sshKey')
      onAdded(key)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      setPending(false)
    }
  }

  return (
    <fieldset className="card instance-create-fields" aria-label="New SSH key">
      <TextField
        id="new-key-name"
        label="Key name"
        value={name}
        onChange={setName}
        required
        error={shownName}
      />
      <Field
        id="new-key-public"
        label="Public key"
        required
        hint="In OpenSSH format, such as ssh-ed25519 AAAA… user@host"
        error={shownKey}
      >
        <textarea
          id="new-key-public"
          className="form-input mono"
          rows={3}
          value={publicKey}
          aria-invalid={shownKey ? true : undefined}
          aria-describedby={describedBy('new-key-public', 'format', shownKey)}
          onChange={(e) => setPublicKey(e.target.value)}
        />
      </Field>
      {failure && (
        <p className="form-field-errors" role="alert">
          {failure}
        </p>
      )}
      <AddButtons
        label={pending ? 'Adding…' : 'Add SSH key'}
        disabled={pending}
        onAdd={() => void add()}
        onCancel={onCancel}
      />
    </fieldset>
  )
}
