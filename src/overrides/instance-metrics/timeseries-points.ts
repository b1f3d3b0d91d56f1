import type { OxqlQueryResult } from '../../generated/platform/models'

/** The one series of a query answer as [seconds since epoch, value] columns, what uPlot takes. */
export function seriesOf(result: OxqlQueryResult | undefined): [number[], number[]] {
  const points = result?.tables[0]?.timeseries[0]?.points
  if (!points) return [[], []]
  const values = points.values[0]?.values.values
  const numbers = Array.isArray(values)
    ? values.map((value) => (typeof value === 'number' ? value : 0))
    : []
  const times = points.timestamps.map((stamp) => new Date(stamp).getTime() / 1000)
  return [times.slice(0, numbers.length), numbers]
}
