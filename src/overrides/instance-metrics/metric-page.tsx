import { useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { timeWindowProblem, type VcpuState } from '../../contract'
import { LoadError, operationOfKind, type PageProps, useOperationQuery } from '../../engine'
import { kindByName, useParentOf } from '../facade'
import type { Instance, OxqlQueryResult } from '../../generated/platform/models'
import { MetricChart } from './metric-chart'
import { RangePicker, readRange, windowOf, withRange } from '../time-range'
import { METRICS, type MetricDef, type MetricGroup, oxqlQuery, RANGES } from './metric-defs'
import { StatePicker } from './state-picker'
import { readState, withState } from './vcpu-state'
import { seriesOf } from './timeseries-points'

/** the tab's group from its route id: `instance.metrics.cpu` → `cpu` */
function groupOf(routeId: string): MetricGroup {
  const group = routeId.split('.').at(-1)
  if (group === 'cpu' || group === 'disk' || group === 'network') return group
  throw new Error(`Route ${routeId} is not a metrics tab`)
}

/**
 * One metrics tab: the range picker (and the vCPU state, where a chart is kept by state), then
 * a chart per metric of the group. Both choices live in the URL: each is a step Back undoes.
 */
export function MetricPage({ route }: PageProps) {
  const instance = useParentOf('instance')?.row
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const range = useMemo(() => readRange(new URLSearchParams(search), RANGES), [search])
  const state = readState(params)
  // taken once per range: the charts of a tab share one window
  const timeWindow = useMemo(() => windowOf(range, Date.now()), [range])
  const defs = METRICS[groupOf(route.id)]
  if (!instance) return null
  // a link's window that breaks the rule charts nothing: the picker says what is wrong
  const valid = !timeWindowProblem(timeWindow.start, timeWindow.end, new Date())
  return (
    <section className="metrics-tab" aria-label={route.tab}>
      <div className="metrics-controls">
        <RangePicker
          presets={RANGES}
          range={range}
          window={timeWindow}
          onChange={(next) => setParams(withRange(params, next))}
        />
        {defs.some((def) => def.byState) && (
          <StatePicker state={state} onChange={(next) => setParams(withState(params, next))} />
        )}
      </div>
      {valid &&
        defs.map((def) => (
          <Metric
            key={def.timeseries}
            def={def}
            instance={instance}
            timeWindow={timeWindow}
            state={def.byState ? state : undefined}
          />
        ))}
    </section>
  )
}

function Metric({
  def,
  instance,
  timeWindow,
  state,
}: {
  def: MetricDef
  instance: Instance
  timeWindow: { start: Date; end: Date }
  state?: VcpuState
}) {
  const { project = '' } = useParams()
  const op = operationOfKind(kindByName('instance'), 'timeseries_query')
  const query = useOperationQuery<OxqlQueryResult>(op, {
    query: { project },
    body: { query: oxqlQuery(def.timeseries, instance.id, timeWindow, state) },
  })
  const [times, values] = useMemo(() => {
    const [t, v] = seriesOf(query.data)
    return [t, def.scale ? v.map((value) => def.scale!(value, instance)) : v]
  }, [query.data, def, instance])
  if (query.error) return <LoadError error={query.error} />
  if (query.isLoading) return <figure className="metric-chart" aria-busy="true" />
  return <MetricChart def={def} times={times} values={values} />
}
