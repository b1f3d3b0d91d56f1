import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import {
  DEVICE_CODE_DASH_AFTER,
  DEVICE_CODE_LENGTH as CODE_LENGTH,
  deviceCodeLetters as codeLetters,
} from '../../contract'

/**
 * The device code, one letter per box. Typing moves on to the next box, Backspace in an empty
 * box goes back, and a pasted code fills the boxes from the one pasted into.
 */
export function CodeBoxes({
  value,
  onChange,
  disabled,
}: {
  value: string
  onChange: (code: string) => void
  disabled: boolean
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => boxes.current[Math.min(index, CODE_LENGTH - 1)]?.focus()

  function put(index: number, letters: string) {
    const chars = value.padEnd(CODE_LENGTH, ' ').split('')
    letters
      .split('')
      .slice(0, CODE_LENGTH - index)
      .forEach((letter, offset) => (chars[index + offset] = letter))
    // a box left empty ends the code: letters after a gap cannot be sent anyway
    const code = chars.join('').split(' ')[0] ?? ''
    onChange(code)
    focus(index + letters.length)
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault()
      onChange(value.slice(0, index - 1))
      focus(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) focus(index - 1)
    else if (event.key === 'ArrowRight') focus(index + 1)
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    put(Math.min(index, value.length), codeLetters(event.clipboardData.getData('text')))
  }

  return (
    <div className="code-boxes" role="group" aria-label="Device code">
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <span key={index} className="code-box-slot">
          <input
            ref={(element) => {
              boxes.current[index] = element
            }}
            className="form-input code-box"
            aria-label={`Character ${index + 1} of ${CODE_LENGTH}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={disabled}
            value={value[index] ?? ''}
            onChange={(event) => {
              const letters = codeLetters(event.target.value.replace(value[index] ?? '', ''))
              if (letters) put(Math.min(index, value.length), letters)
              else if (event.target.value === '') onChange(value.slice(0, index))
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
          />
          {/* the dash the eye reads the code by (spec §5); never part of the value */}
          {index === DEVICE_CODE_DASH_AFTER - 1 && (
            <span className="code-dash" aria-hidden="true">
              -
            </span>
          )}
        </span>
      ))}
    </div>
  )
}
