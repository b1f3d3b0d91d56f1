import { Link, useLocation } from 'react-router'
import { useConsoleParts } from '../console/context'
import type { Layout, NavItem, RouteDef } from '../../contract'
import { crumbLabel } from './crumbs'
import type { RouteParams } from './current-route'
import { useCurrentRoute, useRouteParams } from './current-route'
import { fillPath } from './fill-path'

/** an item is active on its own pages, its `-new` form, and the routes it declares */
export function isNavItemActive(
  to: string,
  item: NavItem,
  pathname: string,
  current: RouteDef | undefined,
): boolean {
  if (pathname === to || pathname.startsWith(`${to}/`) || pathname.startsWith(`${to}-new`))
    return true
  return current !== undefined && (item.activeFor ?? []).includes(current.id)
}

function NavSectionView({ layout, params }: { layout: Layout; params: RouteParams }) {
  const { pathname } = useLocation()
  const current = useCurrentRoute()
  const { registry } = useConsoleParts()
  const sections = registry.nav.filter((section) => section.layout === layout)
  return (
    <>
      {sections.map((section, i) => {
        const heading = crumbLabel(section.heading, params)
        return (
          <section key={`${section.layout}-${i}`} className="side-nav-section">
            {heading && <h2 className="side-nav-heading">{heading}</h2>}
            <ul>
              {section.items.map((item) => {
                const to = fillPath(item.to, params)
                if (!to) return null
                const active = isNavItemActive(to, item, pathname, current)
                return (
                  <li key={item.to}>
                    <Link
                      to={to}
                      className="side-nav-item"
                      aria-current={active ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </>
  )
}

export function SideNav() {
  const current = useCurrentRoute()
  const params = useRouteParams()
  if (!current) return null
  return (
    <nav aria-label="Side navigation" className="side-nav">
      <NavSectionView layout={current.layout} params={params} />
    </nav>
  )
}
