import { useOperationQuery, LoadError, Loading, NumberText } from '../../engine'
import { findOperation } from '../facade'
import { useId } from 'react'
import { useParams } from 'react-router'
import type { IpPoolUtilization } from '../../generated/platform/models'
import { allocatedShare } from './address-count'

/** How many of the pool's addresses are handed out, of how many its ranges hold. */
export function PoolUtilization() {
  const id = useId()
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
    <div className="pool-utilization card">
      <div className="pool-utilization-head">
        <label className="pool-utilization-label" htmlFor={`${id}-meter`}>
          Addresses allocated
        </label>
        <span aria-hidden="true">{share}</span>
      </div>
      <meter
        id={`${id}-meter`}
        className="bar"
        min={0}
        max={100}
        value={capacity > 0 ? (allocated / capacity) * 100 : 0}
        aria-valuetext={share}
        aria-describedby={`${id}-numbers`}
      />
      <p className="pool-utilization-numbers" id={`${id}-numbers`}>
        <strong>
          <NumberText value={allocated} />
        </strong>{' '}
        of <NumberText value={capacity} /> allocated · <NumberText value={remaining} /> remaining
      </p>
    </div>
  )
}
