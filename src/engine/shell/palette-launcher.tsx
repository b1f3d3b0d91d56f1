import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useRouteParams } from './current-route'

// the palette and its search load only when someone opens it (keeps the first page light)
const CommandPalette = lazy(() => import('../palette/command-palette'))

function isPaletteKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
}

/** Ctrl+K / ⌘K anywhere in the console opens the command palette; closing it gives focus back. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const params = useRouteParams()

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return
      event.preventDefault()
      if (open) return
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
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
