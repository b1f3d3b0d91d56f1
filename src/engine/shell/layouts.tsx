import { Outlet } from 'react-router'
import { useCurrentRoute } from './current-route'
import { NotFound } from './not-found'
import { PaletteLauncher } from './palette-launcher'
import { RouteFocus } from './route-focus'
import { useIsRefusedSystem } from './session'
import { SideNav } from './side-nav'
import { TopBar } from './top-bar'

/** the signed-in console: top bar, side nav for the route's layout, and the page */
export function AppLayout() {
  const refused = useRefusedLayout()
  return (
    <div className="app">
      <TopBar />
      <div className="app-body">
        {!refused && <SideNav />}
        <main id="content" tabIndex={-1} className="content">
          <RouteFocus />
          {refused ? <NotFound /> : <Outlet />}
        </main>
      </div>
      <PaletteLauncher />
    </div>
  )
}

/**
 * The system pages are a fleet viewer's: anyone the platform refuses the system policy meets
 * them as pages that are not there (spec §2's not-found page says they may lack access), not as
 * a system menu over "Action not authorized".
 */
function useRefusedLayout(): boolean {
  const refused = useIsRefusedSystem()
  return useCurrentRoute()?.layout === 'system' && refused
}

/** login and device pages: no chrome, no session */
export function PublicLayout() {
  return (
    <main id="content" tabIndex={-1} className="public-layout">
      <Outlet />
    </main>
  )
}
