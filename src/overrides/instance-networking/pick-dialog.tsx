import { Field, focusFirstField } from '../../engine'
import { useId, useState, type ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

export interface PickOption {
  value: string
  label: string
}

/**
 * A centred dialog that picks one item and runs an action with it; the action's error shows
 * inline, and the dialog stays open for another try.
 */
export function PickDialog({
  title,
  label,
  options,
  initial,
  submitLabel,
  empty,
  onSubmit,
  onClose,
}: {
  title: string
  label: string
  options: PickOption[]
  initial?: string
  submitLabel: string
  /** shown instead of the picker when there is nothing to pick */
  empty: ReactNode
  onSubmit: (value: string) => Promise<void>
  onClose: () => void
}) {
  const id = useId()
  const [value, setValue] = useState(initial ?? options[0]?.value ?? '')
  const [error, setError] = useState<string | undefined>()
  const [running, setRunning] = useState(false)

  async function submit() {
    setRunning(true)
    setError(undefined)
    try {
      await onSubmit(value)
      onClose()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      setRunning(false)
    }
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable={!running}
      onOpenChange={(open) => !open && !running && onClose()}
      className="modal-overlay"
    >
      <Modal className="modal modal-medium">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          <div className="dialog-body" ref={focusFirstField}>
            {options.length === 0 ? (
              empty
            ) : (
              <Field id={id} label={label}>
                <select
                  id={id}
                  className="input"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                >
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {error && (
              <p className="notice notice-danger" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="dialog-footer">
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={running}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={running || options.length === 0}
              onClick={() => void submit()}
            >
              {submitLabel}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
