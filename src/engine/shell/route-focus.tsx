import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { RouteDef } from '../../contract'
import { useCurrentRoute } from './current-route'

const HEADING_WAIT_MS = 5000

/** Calls `found` with the page's main heading as soon as it is rendered (pages load lazily). */
function whenHeading(found: (heading: HTMLElement) => void): () => void {
  const find = () => document.querySelector<HTMLElement>('main h1')
  const now = find()
  if (now) {
    found(now)
    return () => undefined
  }
  const observer = new MutationObserver(() => {
    const heading = find()
    if (!heading) return
    stop()
    found(heading)
  })
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

/**
 * Whether a move between two routes is a new page for the person: not a side modal opening
 * (the dialog takes focus) or closing (focus goes back to what opened it), and not a step
 * along a tab list (focus stays on the tabs).
 */
function isNewPage(from: RouteDef | undefined, to: RouteDef | undefined): boolean {
  if (to?.modal || from?.modal) return false
  const active = document.activeElement
  return !active?.closest('[role="tablist"], [role="dialog"], [role="alertdialog"]')
}

/**
 * After client-side navigation to a new page, moves focus to its main heading and announces
 * the page's title, as a full page load would for a screen reader.
 */
export function RouteFocus() {
  const { pathname } = useLocation()
  const route = useCurrentRoute()
  const previous = useRef<{ pathname: string; route: RouteDef | undefined }>(undefined)
  const opener = useRef<{ path: string; element: Element | null }>(undefined)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    const from = previous.current
    previous.current = { pathname, route }
    if (!from || from.pathname === pathname) return
    // a side modal opens: remember what opened it; it closes: focus goes back there (or to a
    // link to that modal, when the page re-rendered the opener)
    if (route?.modal && !from.route?.modal) {
      opener.current = { path: pathname, element: document.activeElement }
      return
    }
    if (from.route?.modal && !route?.modal) {
      const back = opener.current
      const frame = requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return
        const target = back?.element?.isConnected
          ? back.element
          : document.querySelector(`main a[href="${CSS.escape(from.pathname)}"]`)
        if (target instanceof HTMLElement) target.focus()
      })
      return () => cancelAnimationFrame(frame)
    }
    if (!isNewPage(from.route, route)) return
    return whenHeading((heading) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
      setAnnouncement(document.title || heading.textContent || '')
    })
  }, [pathname, route])

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  )
}
