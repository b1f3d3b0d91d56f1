import { useRef, type KeyboardEvent } from 'react'
import { NavLink, useLocation, useNavigate } from 'react-router'
import type { RouteDef } from '../../contract'
import { routePath, type RouteParams } from './route-path'

interface RouteTabsProps {
  /** accessible name of the tab list: "Instance tabs" */
  label: string
  tabs: RouteDef[]
  params: RouteParams
}

/**
 * Tabs whose panels are child routes: each tab is a link, so a tab has a URL. Left and Right
 * move to the neighbouring tab (spec §2); only the selected tab is in the tab order.
 */
export function RouteTabs({ label, tabs, params }: RouteTabsProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const refs = useRef<(HTMLAnchorElement | null)[]>([])
  const links = tabs.flatMap((tab) => {
    const to = routePath(tab, params)
    return to ? [{ tab, to }] : []
  })
  const selected = links.findIndex(
    ({ to }) => location.pathname === to || location.pathname.startsWith(`${to}/`),
  )

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const target = (index + step + links.length) % links.length
    const link = links[target]
    if (!link) return
    refs.current[target]?.focus()
    void navigate(link.to)
  }

  return (
    <div role="tablist" aria-label={label} className="route-tabs">
      {links.map(({ tab, to }, index) => (
        <NavLink
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element
          }}
          to={to}
          role="tab"
          aria-selected={index === selected}
          tabIndex={index === selected || (selected === -1 && index === 0) ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.tab}
        </NavLink>
      ))}
    </div>
  )
}
