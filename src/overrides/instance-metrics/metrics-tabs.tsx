import './metrics.css'
import { Outlet, useParams } from 'react-router'
import { type PageProps, RouteTabs, tabsOf } from '../../engine'

/** The instance's Metrics tab: its own CPU, Disk and Network tabs, then the chosen one. */
export function MetricsTabs({ route }: PageProps) {
  const params = useParams()
  return (
    <section className="metrics" aria-label={route.tab ?? 'Metrics'}>
      <RouteTabs label="Metrics" tabs={tabsOf(route.id)} params={params} />
      <Outlet />
    </section>
  )
}
