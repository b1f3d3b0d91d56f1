import { useMemo, useState } from 'react'
import { useParams } from 'react-router'
import {
  kindByName,
  LoadError,
  operationOfKind,
  type PageProps,
  useOperationQuery,
  useParentItem,
} from '../../engine'
import type { Instance, OxqlQueryResult } from '../../generated/platform/models'
import { MetricChart } from './metric-chart'
import { METRICS, type MetricDef, type MetricGroup, oxqlQuery, RANGES } from './metric-defs'
import { seriesOf } from './timeseries-points'

const minuteMs = 60_000

/** the tab's group from its route id: `instance.metrics.cpu` → `cpu` */
function groupOf(routeId: string): MetricGroup {
  const group = routeId.split('.').at(-1)
  if (group === 'cpu' || group === 'disk' || group === 'network') return group
  throw new Error(`Route ${routeId} is not a metrics tab`)
}

/** One metrics tab: the range picker, then a chart per metric of the group. */
export function MetricPage({ route }: PageProps) {
  const instance = useParentItem()?.row as Instance | undefined
  const [minutes, setMinutes] = useState<number>(RANGES[0].minutes)
  // whole minutes, taken once per range choice: the charts of a tab share one window
  const timeWindow = useMemo(() => {
    const end = new Date(Math.floor(Date.now() / minuteMs) * minuteMs)
    return { start: new Date(end.getTime() - minutes * minuteMs), end }
  }, [minutes])
  if (!instance) return null
  return (
    <section className="metrics-tab" aria-label={route.tab}>
      <div className="row">
        <label htmlFor="metrics-range">Time range</label>
        <select
          id="metrics-range"
          className="input"
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
        >
          {RANGES.map((range) => (
            <option key={range.minutes} value={range.minutes}>
              {range.label}
            </option>
          ))}
        </select>
      </div>
      {METRICS[groupOf(route.id)].map((def) => (
        <Metric key={def.timeseries} def={def} instance={instance} timeWindow={timeWindow} />
      ))}
    </section>
  )
}

function Metric({
  def,
  instance,
  timeWindow,
}: {
  def: MetricDef
  instance: Instance
  timeWindow: { start: Date; end: Date }
}) {
  const { project = '' } = useParams()
  const op = operationOfKind(kindByName('instance'), 'timeseries_query')
  const query = useOperationQuery<OxqlQueryResult>(op, {
    query: { project },
    body: { query: oxqlQuery(def.timeseries, instance.id, timeWindow.start, timeWindow.end) },
  })
  const [times, values] = useMemo(() => {
    const [t, v] = seriesOf(query.data)
    return [t, def.scale ? v.map((value) => def.scale!(value, instance)) : v]
  }, [query.data, def, instance])
  if (query.error) return <LoadError error={query.error} />
  if (query.isLoading) return <figure className="metric-chart" aria-busy="true" />
  return <MetricChart def={def} times={times} values={values} />
}
