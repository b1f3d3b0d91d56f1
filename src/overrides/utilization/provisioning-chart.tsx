import { useMemo } from 'react'
import { TimeChart } from '../time-chart'
import { formatAmount, formatUnits, type Resource } from './resources'

const HEIGHT = 180

/**
 * One resource's provisioned amount over time. The canvas is for the eye; the caption says
 * the latest and peak values in words, and the read-out under it the point under the pointer
 * or the arrow keys.
 */
export function ProvisioningChart({
  resource,
  times,
  values,
}: {
  resource: Resource
  /** seconds since the epoch */
  times: number[]
  /** in the platform's units (vCPUs, bytes) */
  values: number[]
}) {
  const charted = useMemo(() => values.map(resource.toUnit), [values, resource])
  const last = values.at(-1)
  const peak = values.length > 0 ? Math.max(...values) : undefined
  return (
    <figure className="provisioning-chart card">
      <figcaption>
        <span className="provisioning-title">{resource.label} provisioned</span>
        {last !== undefined && peak !== undefined && (
          <span className="muted">
            now {formatAmount(resource, last)} · peak {formatAmount(resource, peak)}
          </span>
        )}
      </figcaption>
      {values.length === 0 ? (
        <p className="muted">No data in this time range.</p>
      ) : (
        <TimeChart
          label={`${resource.label} provisioned`}
          times={times}
          values={charted}
          height={HEIGHT}
          axisSize={70}
          yRange={(max) => [0, Math.max(max * 1.1, 1)]}
          formatTick={(tick) => formatUnits(resource, tick)}
          formatPoint={(units) => formatUnits(resource, units)}
        />
      )}
    </figure>
  )
}
