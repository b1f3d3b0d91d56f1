import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  keepTypeAhead,
  startTypeAhead,
  stopTypeAhead,
} from '../../../../src/engine/forms/type-ahead'

/** presses a key where focus is, as the browser would: returns whether it went on as usual */
function press(key: string, modifiers: KeyboardEventInit = {}): boolean {
  const target = document.activeElement ?? document.body
  return target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers }),
  )
}

function field(type = 'text'): HTMLInputElement {
  const input = document.createElement('input')
  input.type = type
  document.body.append(input)
  return input
}

afterEach(() => {
  vi.useRealTimers()
  stopTypeAhead()
  document.body.replaceChildren()
})

describe('type-ahead', () => {
  it('hands what was typed with no field focused to the field that takes focus', () => {
    const release = keepTypeAhead()
    for (const key of 'web-') expect(press(key)).toBe(false)
    press('x')
    press('Backspace')
    press('1')
    const name = field()
    const changes: string[] = []
    name.addEventListener('input', () => changes.push(name.value))
    name.focus()
    expect(name.value).toBe('web-1')
    // an input event, as typing sends: React's onChange (and the form's data) sees it
    expect(changes).toEqual(['web-1'])
    release()
  })

  it('leaves named keys and shortcuts alone', () => {
    startTypeAhead()
    expect(press('Escape')).toBe(true)
    expect(press('Enter')).toBe(true)
    expect(press('k', { ctrlKey: true })).toBe(true)
    const name = field()
    name.focus()
    expect(name.value).toBe('')
  })

  it('stops once a field has focus: later keys are the field’s own', () => {
    startTypeAhead()
    const name = field()
    name.focus()
    name.blur()
    expect(press('a')).toBe(true)
    field().focus()
    expect(document.querySelectorAll('input')[1]?.value).toBe('')
  })

  it('leaves keys alone once the person has moved focus within the open form', () => {
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.tabIndex = -1
    const cancel = document.createElement('button')
    dialog.append(cancel)
    document.body.append(dialog)
    startTypeAhead()
    dialog.focus()
    expect(press('a')).toBe(false)
    cancel.focus()
    expect(press(' ')).toBe(true)
    const name = field()
    name.focus()
    expect(name.value).toBe('')
  })

  it('leaves keys alone once the person has moved focus within a full page’s form', () => {
    // a bespoke create page is a form on the page, not a dialog: a tab of one of its sections
    const form = document.createElement('form')
    const tab = document.createElement('button')
    tab.type = 'button'
    form.append(tab)
    document.body.append(form)
    startTypeAhead()
    expect(press('a')).toBe(false)
    tab.focus()
    expect(press('b')).toBe(true)
    const name = field()
    name.focus()
    expect(name.value).toBe('')
  })

  it('keeps nothing for a field that takes no text (a number), and stops', () => {
    startTypeAhead()
    press('7')
    const count = field('number')
    count.focus()
    expect(count.value).toBe('')
    count.blur()
    expect(press('8')).toBe(true)
  })

  it('keeps what was typed when the form opens again at once (StrictMode mounts it twice)', () => {
    vi.useFakeTimers()
    startTypeAhead()
    press('a')
    stopTypeAhead()
    startTypeAhead()
    vi.runAllTimers()
    press('b')
    const name = field()
    name.focus()
    expect(name.value).toBe('ab')
  })

  it('drops what was kept when the form closes', () => {
    vi.useFakeTimers()
    startTypeAhead()
    press('a')
    stopTypeAhead()
    vi.runAllTimers()
    expect(press('c')).toBe(true)
    const name = field()
    name.focus()
    expect(name.value).toBe('')
  })
})
