import { Link } from 'react-router'
import { Breadcrumbs } from './breadcrumbs'
import { useCurrentRoute } from './current-route'
import { TopProgress } from './progress'
import { currentRegistry } from '../console/parts'
import { hasSession, useCurrentUser, useIsFleetViewer } from './session'
import { UserMenu } from './user-menu'

/** a console built from another document is named by that document's title, not "Silo" */
function documentTitle(): string {
  return currentRegistry().routes.find((route) => route.page.type === 'home')?.title ?? 'Console'
}

function HomeButton({ system }: { system: boolean }) {
  const user = useCurrentUser()
  const name = hasSession() ? (user.data?.siloName ?? 'Silo') : documentTitle()
  return system ? (
    <Link to="/system/silos" className="home-button">
      System
    </Link>
  ) : (
    <Link to="/" className="home-button">
      {name}
    </Link>
  )
}

/** only fleet viewers have a system side to switch to */
function SiloSystemSwitch({ system }: { system: boolean }) {
  const fleetViewer = useIsFleetViewer()
  if (!fleetViewer) return null
  return (
    <nav aria-label="Silo or system" className="segmented">
      <Link to="/projects" aria-current={system ? undefined : 'page'}>
        Silo
      </Link>
      <Link to="/system/silos" aria-current={system ? 'page' : undefined}>
        System
      </Link>
    </nav>
  )
}

export function TopBar() {
  const system = useCurrentRoute()?.layout === 'system'
  return (
    <header className="top-bar">
      <HomeButton system={system} />
      <Breadcrumbs />
      <div className="top-bar-end">
        <SiloSystemSwitch system={system} />
        <UserMenu />
      </div>
      <TopProgress />
    </header>
  )
}
