/**
 * What a person types while a form is still loading. A form's page, renderer, schema and
 * validator load when it first opens, and an operator who clicks "New …" and types the name
 * straight away would otherwise type into nothing: the keys fall on the link or the page, and
 * are lost. From the moment a form is asked for (the router, on a navigation into a form's
 * route; the form panel, as it mounts) until a field takes focus (focusFirstField moves it to
 * the form's first field as soon as there is one), printable keys pressed with no field
 * focused are kept here, and Backspace takes back the last of them; the field that takes focus
 * first receives them, as if they had been typed into it. Every other key (Escape, Tab, Enter,
 * shortcuts with a modifier) keeps its usual meaning, and once the person moves focus within
 * the open form themselves (to its Cancel, on a side panel or a full page), every key is theirs again. One form opens at a
 * time, so one keeper.
 */

/** the elements a key pressed on them already means something to: they keep their keys */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'

type TextField = HTMLInputElement | HTMLTextAreaElement

/** input types whose value is the text typed into them */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password'])

function takesText(element: Element): element is TextField {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled
  return (
    element instanceof HTMLInputElement &&
    TEXT_TYPES.has(element.type) &&
    !element.readOnly &&
    !element.disabled
  )
}

/**
 * Puts `text` into the field where its caret is, the way typing does: through the element's
 * own value setter and an input event, so React sees a change (setting `value` on the element
 * itself would pass React's value tracker by) and the form's data holds the text.
 */
function typeInto(field: TextField, text: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  if (!setValue) return
  // an e-mail field has no caret position to read: its text goes at the end
  const start = field.selectionStart ?? field.value.length
  const end = field.selectionEnd ?? start
  setValue.call(field, field.value.slice(0, start) + text + field.value.slice(end))
  const caret = start + text.length
  if (field.selectionStart !== null) field.setSelectionRange(caret, caret)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** a key that writes a character (not a named key like "Enter", not a shortcut) */
const isCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing

const isEditable = (target: unknown): target is Element =>
  target instanceof Element && target.matches(EDITABLE)

let kept = ''
let keeping = false
let pendingStop: ReturnType<typeof setTimeout> | undefined

function onKeyDown(event: KeyboardEvent): void {
  const focused = document.activeElement
  // a field has focus: it takes keys itself from now on
  if (isEditable(focused)) return handOver(focused)
  // focus the person moved within the open form (its Cancel, a disclosure) keeps its keys
  if (movedWithinForm(focused)) return end()
  if (isCharacter(event)) {
    kept += event.key
    event.preventDefault()
  } else if (event.key === 'Backspace' && kept !== '') {
    kept = kept.slice(0, -1)
    event.preventDefault()
  }
}

/**
 * Focus on something inside the open form other than the form itself: a side panel's dialog
 * (react-aria focuses the dialog as it opens: that is no move of the person's), or a full
 * page's form (a bespoke create page: a tab of its boot disk section).
 */
function movedWithinForm(focused: Element | null): boolean {
  const form = focused?.closest('[role="dialog"], [role="alertdialog"], form')
  return form !== null && form !== undefined && form !== focused
}

function onFocusIn(event: FocusEvent): void {
  if (isEditable(event.target)) handOver(event.target)
}

function handOver(field: Element): void {
  const text = kept
  end()
  if (text !== '' && takesText(field)) typeInto(field, text)
}

function end(): void {
  clearTimeout(pendingStop)
  pendingStop = undefined
  kept = ''
  if (!keeping) return
  keeping = false
  window.removeEventListener('keydown', onKeyDown, true)
  document.removeEventListener('focusin', onFocusIn, true)
}

/** Starts keeping what is typed with no field focused, unless it is kept already. */
export function startTypeAhead(): void {
  clearTimeout(pendingStop)
  pendingStop = undefined
  if (keeping) return
  keeping = true
  // capture: before react-aria's dialog, or a focused link, acts on the key
  window.addEventListener('keydown', onKeyDown, true)
  document.addEventListener('focusin', onFocusIn, true)
}

/**
 * Stops keeping and drops what was kept (the form closed, or the page shown is no form). Stops
 * a moment later, so a form that opens again at once (React's StrictMode mounts each component
 * twice in development) keeps what was typed.
 */
export function stopTypeAhead(): void {
  if (!keeping || pendingStop !== undefined) return
  pendingStop = setTimeout(end, 0)
}

/** An effect's body for a form that mounts: keeps keys until its first field takes focus. */
export function keepTypeAhead(): () => void {
  startTypeAhead()
  return stopTypeAhead
}
