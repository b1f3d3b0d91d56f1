import { Link, useLocation } from 'react-router'
import { useConsoleParts } from '../console/context'
import { holdsPath, type Layout, type NavItem, type RouteDef } from '../../contract'
import { crumbLabel } from './crumbs'
import type { RouteParams } from './current-route'
import { useCurrentRoute, useRouteParams } from './current-route'
import { fillPath } from '../pages/route-path'

/**
 * The one nav item the page belongs to, by its `to` (filled): the deepest whose path holds the
 * page's, else the first that declares the page's route. An image made from a snapshot lives
 * at `…/snapshots/:snapshot/images-new`: it is an image route, but the page is the snapshot
 * list's, so Snapshots is current and Images is not.
 */
export function currentNavItem(
  items: { to: string; item: NavItem }[],
  pathname: string,
  current: RouteDef | undefined,
): string | undefined {
  const byPath = items
    .filter(({ to }) => holdsPath(to, pathname))
    .sort((a, b) => b.to.length - a.to.length)[0]
  if (byPath) return byPath.to
  if (current === undefined) return undefined
  return items.find(({ item }) => (item.activeFor ?? []).includes(current.id))?.to
}

function NavSectionView({ layout, params }: { layout: Layout; params: RouteParams }) {
  const { pathname } = useLocation()
  const current = useCurrentRoute()
  const { registry } = useConsoleParts()
  const sections = registry.nav.filter((section) => section.layout === layout)
  const filled = sections.flatMap((section) =>
    section.items.flatMap((item) => {
      const to = fillPath(item.to, params)
      return to === undefined ? [] : [{ to, item }]
    }),
  )
  const active = currentNavItem(filled, pathname, current)
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
                return (
                  <li key={item.to}>
                    <Link
                      to={to}
                      className="side-nav-item"
                      aria-current={to === active ? 'page' : undefined}
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
