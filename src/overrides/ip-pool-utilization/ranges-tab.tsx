import { ListPage, type PageProps } from '../../engine'
import { findOperation } from '../facade'
import { PoolUtilization } from './pool-utilization'
import './pool-utilization.css'

/** An IP pool's ranges tab: how full the pool is, then its ranges (the generic list). */
export function RangesTab({ route }: PageProps) {
  return (
    <div className="stack">
      {findOperation('ip_pool_utilization_view') && <PoolUtilization />}
      {route.page.type === 'list' && <ListPage route={route} />}
    </div>
  )
}
