/**
 * The foot of a small form that adds to the draft: its "Add …" button and Cancel. Buttons, not
 * submit: these forms sit inside the create page's form, which submits the whole instance.
 */
export function AddButtons({
  label,
  onAdd,
  onCancel,
  disabled,
}: {
  label: string
  onAdd: () => void
  onCancel: () => void
  /** while an add is under way */
  disabled?: boolean
}) {
  return (
    <div className="row">
      <button type="button" className="btn btn-sm" disabled={disabled} onClick={onAdd}>
        {label}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
