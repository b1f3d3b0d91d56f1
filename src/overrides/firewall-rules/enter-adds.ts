import type { KeyboardEvent } from 'react'

/** Enter in a list's own input adds its value, rather than submitting the whole rule form. */
export function enterAdds(add: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
}
