import { type ReactNode, useState } from 'react'

/**
 * A small form that adds one more item to the draft, behind its "Add …" button until asked
 * for: the page stays short while the person only picks what exists.
 */
export function FormOnDemand({
  label,
  open = false,
  children,
}: {
  /** the button's text */
  label: string
  /** shown from the start (nothing on the list yet) */
  open?: boolean
  /** the form, given the way to put it away again (after an add, or on cancel) */
  children: (close: () => void) => ReactNode
}) {
  const [shown, setShown] = useState(open)
  return shown ? (
    children(() => setShown(false))
  ) : (
    <div className="row">
      <button type="button" className="btn btn-sm" onClick={() => setShown(true)}>
        {label}
      </button>
    </div>
  )
}
