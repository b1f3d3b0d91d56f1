import { useId, useState, type FormEvent } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { focusFirstField, FormFooterErrors, Spinner, useMinDuration } from '../../engine'
import { IDENTITY_KIND } from './access-rows'
import type { AccessScope } from './access-scopes'
import type { Identity } from './policy'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from './roles'

/** Adding picks an identity among those without a role; changing keeps the one identity. */
export type RoleDialogSubject =
  { type: 'add'; identities: Identity[] } | { type: 'change'; identity: Identity; role: Role }

interface RoleDialogProps {
  title: string
  submitLabel: string
  scope: AccessScope
  subject: RoleDialogSubject
  /** throws an Error whose message is ready to show */
  onSubmit: (identity: Identity, role: Role) => Promise<void>
  onClose: () => void
}

function IdentitySelect({
  identities,
  value,
  onChange,
}: {
  identities: Identity[]
  value: string
  onChange: (id: string) => void
}) {
  const id = useId()
  const users = identities.filter((identity) => identity.type === 'silo_user')
  const groups = identities.filter((identity) => identity.type === 'silo_group')
  const options = (list: Identity[]) =>
    list.map((identity) => (
      <option key={identity.id} value={identity.id}>
        {identity.name}
      </option>
    ))
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        User or group
      </label>
      <select
        id={id}
        className="form-input"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select a user or group</option>
        {users.length > 0 && <optgroup label="Users">{options(users)}</optgroup>}
        {groups.length > 0 && <optgroup label="Groups">{options(groups)}</optgroup>}
      </select>
    </div>
  )
}

function RoleRadios({
  scope,
  value,
  onChange,
}: {
  scope: AccessScope
  value: Role
  onChange: (role: Role) => void
}) {
  const id = useId()
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} className="form-field">
      <span id={`${id}-label`} className="form-label">
        {scope.roleLabel}
      </span>
      <div className="access-role-choices">
        {scope.roles.map((role) => (
          <div key={role} className="access-role-choice">
            <label className="form-radio">
              <input
                type="radio"
                name={id}
                checked={role === value}
                aria-describedby={`${id}-${role}`}
                onChange={() => onChange(role)}
              />
              {ROLE_LABELS[role]}
            </label>
            <span id={`${id}-${role}`} className="form-description">
              {ROLE_DESCRIPTIONS[role]}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}

/** The "Add user or group" and "Change role" dialog. */
export function RoleDialog({
  title,
  submitLabel,
  scope,
  subject,
  onSubmit,
  onClose,
}: RoleDialogProps) {
  const [identityId, setIdentityId] = useState(subject.type === 'change' ? subject.identity.id : '')
  // the weakest role is the safe default for a new assignment
  const [role, setRole] = useState<Role>(subject.type === 'change' ? subject.role : 'viewer')
  const [errors, setErrors] = useState<string[]>([])
  const [submitting, setSubmitting] = useState(false)
  const showSpinner = useMinDuration(submitting)

  const identity =
    subject.type === 'change'
      ? subject.identity
      : subject.identities.find((candidate) => candidate.id === identityId)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!identity) return
    setSubmitting(true)
    setErrors([])
    try {
      await onSubmit(identity, role)
      onClose()
    } catch (error) {
      setErrors([error instanceof Error ? error.message : String(error)])
      setSubmitting(false)
    }
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable={!submitting}
      onOpenChange={(open) => !open && !submitting && onClose()}
      className="modal-overlay"
    >
      <Modal className="modal modal-medium">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          <form onSubmit={(event) => void submit(event)}>
            <div className="dialog-body" ref={focusFirstField}>
              {subject.type === 'add' ? (
                <IdentitySelect
                  identities={subject.identities}
                  value={identityId}
                  onChange={setIdentityId}
                />
              ) : (
                <p>
                  {subject.identity.name} ({IDENTITY_KIND[subject.identity.type]})
                </p>
              )}
              <RoleRadios scope={scope} value={role} onChange={setRole} />
              {scope.note && <p className="form-description">{scope.note}</p>}
              <FormFooterErrors errors={errors} />
            </div>
            <div className="dialog-footer">
              <Button className="btn btn-ghost" onPress={onClose} isDisabled={submitting}>
                Cancel
              </Button>
              <Button
                type="submit"
                className="btn btn-primary"
                isDisabled={!identity}
                isPending={submitting || showSpinner}
              >
                {submitting || showSpinner ? <Spinner /> : null}
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
