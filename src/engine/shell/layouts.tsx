import { Outlet } from 'react-router'
import { PaletteLauncher } from './palette-launcher'
import { RouteFocus } from './route-focus'
import { SideNav } from './side-nav'
import { TopBar } from './top-bar'

/** the signed-in console: top bar, side nav for the route's layout, and the page */
export function AppLayout() {
  return (
    <div className="app">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <div className="app-body">
        <SideNav />
        <main id="content" tabIndex={-1} className="content">
          <RouteFocus />
          <Outlet />
        </main>
      </div>
      <PaletteLauncher />
    </div>
  )
}

/** login and device pages: no chrome, no session */
export function PublicLayout() {
  return (
    <main id="content" className="public-layout">
      <Outlet />
    </main>
  )
}
