import { Outlet, useParams } from 'react-router'
import { type PageProps, RouteTabs, tabsOf } from '../../engine'

/** Spec §2: the rack's inventory, its sleds and its physical disks as two tabs of one page. */
export function InventoryPage({ route }: PageProps) {
  const params = useParams()
  const title = route.crumb && 'label' in route.crumb ? route.crumb.label : 'Inventory'
  return (
    <section className="list-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <RouteTabs label={`${title} tabs`} tabs={tabsOf(route.id)} params={params} />
      <Outlet />
    </section>
  )
}
