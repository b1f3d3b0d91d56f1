import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useRouteParams } from './current-route'

// the palette and its search load only when someone opens it (keeps the first page light)
const CommandPalette = lazy(() => import('../palette/command-palette'))

/**
 * Ctrl+K / ⌘K, unless typed into a widget that keeps its keys (`data-own-keys`): a terminal,
 * where Ctrl+K is the shell's own "kill to end of line".
 */
function isPaletteKey(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') {
    return false
  }
  return !(event.target instanceof Element && event.target.closest('[data-own-keys]'))
}

/** Ctrl+K / ⌘K anywhere in the console opens the command palette; closing it gives focus back. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const params = useRouteParams()

  // bound as the shell commits, not after paint: a key pressed as soon as the page shows must
  // open the palette; in the capture phase, so a focused widget that stops its keys (react-aria's
  // lists and menus do) cannot swallow it
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return
      event.preventDefault()
      if (open) return
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [open])

  const close = () => {
    setOpen(false)
    // after the dialog unmounts; a palette jump moves focus to the new page's heading instead
    requestAnimationFrame(() => {
      if (opener.current?.isConnected && document.activeElement === document.body) {
        opener.current.focus()
      }
    })
  }

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <CommandPalette params={params} onClose={close} />
    </Suspense>
  )
}
