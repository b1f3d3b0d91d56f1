import { Link } from 'react-router'
import type { Layout } from '../../contract'
import { useConsoleParts } from '../console/context'
import { Breadcrumbs } from './breadcrumbs'
import { useCurrentRoute } from './current-route'
import { TopProgress } from './progress'
import { hasSession, useCurrentUser, useIsFleetViewer } from './session'
import { UserMenu } from './user-menu'

/** One side of the console (the silo's, the system's): its nav's first heading and first page. */
interface Side {
  label: string
  home: string
}

/**
 * The side a layout's nav declares, from the manifest's nav (the first section of that layout
 * with a written heading, and its first item), so the top bar names no platform path.
 */
function useSide(layout: Layout): Side | undefined {
  const { registry } = useConsoleParts()
  const section = registry.nav.find(
    (candidate) =>
      candidate.layout === layout && 'label' in candidate.heading && candidate.items.length > 0,
  )
  if (!section || !('label' in section.heading)) return undefined
  const home = section.items[0]?.to
  return home === undefined ? undefined : { label: section.heading.label, home }
}

/** a console with no sign-in is another API's: it is named by that document's title */
function useDocumentTitle(): string | undefined {
  const { registry } = useConsoleParts()
  if (hasSession()) return undefined
  return registry.routes.find((route) => route.page.type === 'home')?.title
}

function HomeButton({ system }: { system: Side | undefined }) {
  const user = useCurrentUser()
  const silo = useSide('silo')
  const title = useDocumentTitle()
  return system ? (
    <Link to={system.home} className="home-button">
      {system.label}
    </Link>
  ) : (
    <Link to="/" className="home-button">
      {title ?? user.data?.siloName ?? silo?.label ?? 'Home'}
    </Link>
  )
}

/** only fleet viewers have a system side to switch to, and only if the nav declares both */
function SiloSystemSwitch({ inSystem }: { inSystem: boolean }) {
  const fleetViewer = useIsFleetViewer()
  const silo = useSide('silo')
  const system = useSide('system')
  if (!fleetViewer || !silo || !system) return null
  return (
    <nav aria-label={`${silo.label} or ${system.label.toLowerCase()}`} className="segmented">
      <Link to={silo.home} aria-current={inSystem ? undefined : 'page'}>
        {silo.label}
      </Link>
      <Link to={system.home} aria-current={inSystem ? 'page' : undefined}>
        {system.label}
      </Link>
    </nav>
  )
}

export function TopBar() {
  const inSystem = useCurrentRoute()?.layout === 'system'
  const system = useSide('system')
  return (
    <header className="top-bar">
      <HomeButton system={inSystem ? system : undefined} />
      <Breadcrumbs />
      <div className="top-bar-end">
        <SiloSystemSwitch inSystem={inSystem} />
        <UserMenu />
      </div>
      <TopProgress />
    </header>
  )
}
