import { Link } from 'react-router'
import { useConsoleParts } from '../console/context'
import type { PageProps } from '../slots/types'
import { crumbLabel } from '../shell/crumbs'

/**
 * Where a console with no manifest starts: every page the nav offers, by section, so `/` shows
 * what the API holds instead of whichever kind happens to sort first. Items that need a route
 * param (a project's pages) are reached from their parent and left out here.
 */
export function HomePage({ route }: PageProps) {
  const { registry } = useConsoleParts()
  const sections = registry.nav
    .map((section) => ({ section, items: section.items.filter((item) => !item.to.includes(':')) }))
    .filter(({ items }) => items.length > 0)
  return (
    <section className="home-page">
      <header className="page-header">
        <h1>{route.title ?? 'Home'}</h1>
      </header>
      {sections.map(({ section, items }, i) => {
        const heading = crumbLabel(section.heading, {})
        return (
          <nav key={`${section.layout}-${i}`} aria-label={heading ?? section.layout}>
            {heading && <h2>{heading}</h2>}
            <ul className="home-links">
              {items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      })}
    </section>
  )
}
