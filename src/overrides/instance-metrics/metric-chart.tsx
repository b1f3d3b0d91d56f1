import { formatBytes, formatNumber } from '../../engine'
import { TimeChart } from '../time-chart'
import type { MetricDef } from './metric-defs'

const HEIGHT = 200

export function formatPoint(unit: MetricDef['unit'], value: number): string {
  return unit === 'percent' ? `${formatNumber(value)}%` : `${formatBytes(Math.round(value))}/min`
}

function formatTick(unit: MetricDef['unit'], value: number): string {
  return unit === 'percent' ? `${Math.round(value)}%` : formatBytes(Math.round(value))
}

/**
 * One metric over time. The canvas is for the eye; its caption and the summary beside it say
 * the same in words (last, peak), and the read-out under it names the point under the pointer
 * or the arrow keys, for screen readers and for reading exact numbers.
 */
export function MetricChart({
  def,
  times,
  values,
}: {
  def: MetricDef
  times: number[]
  values: number[]
}) {
  const last = values.at(-1)
  const peak = values.length > 0 ? Math.max(...values) : undefined
  return (
    <figure className="metric-chart">
      <figcaption>
        <span className="metric-title">{def.title}</span>
        {last !== undefined && peak !== undefined && (
          <span className="metric-summary muted">
            last {formatPoint(def.unit, last)} · peak {formatPoint(def.unit, peak)}
          </span>
        )}
      </figcaption>
      {values.length === 0 ? (
        <p className="muted">No data in this time range.</p>
      ) : (
        <TimeChart
          label={def.title}
          times={times}
          values={values}
          height={HEIGHT}
          // ticks drop the "/min" the caption already says, so they fit the gutter
          axisSize={90}
          yRange={(max) => [0, def.unit === 'percent' ? 100 : Math.max(max, 1)]}
          formatTick={(tick) => formatTick(def.unit, tick)}
          formatPoint={(value) => formatPoint(def.unit, value)}
        />
      )}
    </figure>
  )
}
