import { findOperation, useOperationQuery, LoadError, Loading } from '../../engine'
import { Label, Meter } from 'react-aria-components'
import { useParams } from 'react-router'
import type { IpPoolUtilization } from '../../platform/models'
import { allocatedShare, formatAddressCount } from './address-count'

/** How many of the pool's addresses are handed out, of how many its ranges hold. */
export function PoolUtilization() {
  const { pool } = useParams()
  const query = useOperationQuery<IpPoolUtilization>(findOperation('ip_pool_utilization_view'), {
    path: { pool: pool ?? '' },
  })
  if (query.isLoading) return <Loading />
  if (query.error || !query.data) return <LoadError error={query.error} />
  const { capacity, remaining } = query.data
  const allocated = capacity - remaining
  const share = allocatedShare(capacity, remaining)
  return (
    <Meter
      className="pool-utilization card"
      value={capacity > 0 ? (allocated / capacity) * 100 : 0}
      valueLabel={share}
    >
      {({ percentage }) => (
        <>
          <div className="pool-utilization-head">
            <Label className="pool-utilization-label">Addresses allocated</Label>
            <span>{share}</span>
          </div>
          <div className="pool-utilization-track" aria-hidden="true">
            <div className="pool-utilization-fill" style={{ width: `${percentage}%` }} />
          </div>
          <p className="pool-utilization-numbers">
            <strong>{formatAddressCount(allocated)}</strong> of {formatAddressCount(capacity)}{' '}
            allocated · {formatAddressCount(remaining)} remaining
          </p>
        </>
      )}
    </Meter>
  )
}
