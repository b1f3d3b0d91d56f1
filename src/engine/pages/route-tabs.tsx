import { useRef, type KeyboardEvent } from 'react'
import { NavLink, useLocation, useNavigate } from 'react-router'
import type { RouteDef } from '../../contract'
import { useCurrentRoute } from '../shell/current-route'
import { routeById } from './registry-lookup'
import { routePath, type RouteParams } from './route-path'

interface RouteTabsProps {
  /** accessible name of the tab list: "Instance tabs" */
  label: string
  tabs: RouteDef[]
  params: RouteParams
}

/**
 * The tab a key moves to, as the ARIA tabs pattern has it: Left and Right to the neighbour
 * (wrapping round), Home and End to the first and last; other keys are not the tabs'.
 */
function keyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/** the ids of a route and of the routes it opens over, up to the top */
function routeLineage(route: RouteDef | undefined): Set<string> {
  const ids = new Set<string>()
  for (let at = route; at && !ids.has(at.id); at = at.parent ? routeById(at.parent) : undefined)
    ids.add(at.id)
  return ids
}

/**
 * Tabs whose panels are child routes: each tab is a link, so a tab has a URL. The arrows, Home
 * and End move between tabs (spec §2); only the selected tab is in the tab order.
 */
export function RouteTabs({ label, tabs, params }: RouteTabsProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const refs = useRef<(HTMLAnchorElement | null)[]>([])
  const links = tabs.flatMap((tab) => {
    const to = routePath(tab, params)
    return to ? [{ tab, to }] : []
  })
  // a side modal over a tab (`…/subnets-new` over `…/subnets`) keeps that tab selected
  const lineage = routeLineage(useCurrentRoute())
  const selected = links.findIndex(
    ({ tab, to }) =>
      lineage.has(tab.id) || location.pathname === to || location.pathname.startsWith(`${to}/`),
  )

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = keyTarget(event.key, index, links.length)
    if (target === undefined) return
    event.preventDefault()
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
