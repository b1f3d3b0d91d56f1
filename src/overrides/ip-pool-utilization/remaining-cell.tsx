import { NumberText, useOperationQuery } from '../../engine'
import { defineCell, findOperation } from '../facade'
import type { IpPoolUtilization } from '../../generated/platform/models'

/** How many addresses the pool still has free: compact past a million, the figure in its title. */
function Remaining({ pool }: { pool: string }) {
  // a cell never takes the page down: a pool deleted meanwhile reads "—"
  const query = useOperationQuery<IpPoolUtilization>(
    findOperation('ip_pool_utilization_view'),
    { path: { pool } },
    { throwOnError: false },
  )
  if (query.data) return <NumberText value={query.data.remaining} />
  return <span aria-label={query.error ? 'Not known' : 'Loading'}>{query.error ? '—' : '…'}</span>
}

export const RemainingCell = defineCell<'ipPool.remaining'>(({ row }) => (
  <Remaining pool={row.id} />
))
