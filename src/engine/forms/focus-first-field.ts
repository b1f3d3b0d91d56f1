const FIELD = 'input:not([type="hidden"]), select, textarea'
const FIELD_WAIT_MS = 5000

/** a field a person could type in now: enabled, shown, and in the tab order */
function isTypable(element: HTMLElement): boolean {
  return (
    !element.matches(':disabled') &&
    element.tabIndex >= 0 &&
    element.closest('[aria-hidden="true"], [inert]') === null &&
    element.getClientRects().length > 0
  )
}

/**
 * A ref for the part of a dialog that holds its fields (React 19 runs the cleanup it returns;
 * pass this very function, so the ref is set once): moves focus to the first field once there
 * is one (a generated form renders after its schema loads), so what a
 * person types after opening it, by mouse or keyboard, lands in that field and not on the
 * dialog. react-aria focuses the dialog itself on opening; focus that has moved on to anything
 * else inside the dialog is the person's, and stays where it is.
 */
export function focusFirstField(root: HTMLElement | null): (() => void) | undefined {
  if (!root) return undefined
  const placed = (): boolean => {
    const dialog = root.closest('[role="dialog"], [role="alertdialog"]') ?? root
    const active = document.activeElement
    if (active instanceof HTMLElement && active !== dialog && dialog.contains(active)) return true
    const field = [...root.querySelectorAll<HTMLElement>(FIELD)].find(isTypable)
    field?.focus()
    return field !== undefined
  }
  const observer = new MutationObserver(() => {
    if (placed()) stop()
  })
  // after react-aria's own focus on the dialog, which runs once the dialog has mounted
  const frame = requestAnimationFrame(() => {
    if (placed()) stop()
  })
  const timer = setTimeout(() => stop(), FIELD_WAIT_MS)
  const stop = () => {
    cancelAnimationFrame(frame)
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(root, { childList: true, subtree: true })
  return stop
}
