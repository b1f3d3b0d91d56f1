import { useMemo, useState, type ComponentProps } from 'react'
import { useSearchParams } from 'react-router'
import { timeWindowProblem } from '../../contract'
import { RangePicker, readRange, windowOf, withRange } from '../time-range'
import { ProvisioningCharts } from './provisioning-charts'
import { DEFAULT_WINDOW_MINUTES, timeWindows } from './provisioning-series'

interface Props {
  /** the metric operation: the silo's or the fleet's */
  operationId: ComponentProps<typeof ProvisioningCharts>['operationId']
  /** what the history can narrow to: "Project" in a silo, "Silo" on the system side */
  scopeLabel: string
  /** the query parameter that narrows it: `project` or `silo` */
  scopeParam: string
  /** the names to narrow to */
  names: readonly string[]
}

/**
 * The provisioned amounts over time, for everything or one project or silo picked by name, over
 * a window chosen from presets or as a custom start and end, kept in the link (Back and a shared
 * link restore it): the same section on the silo's and the system's utilization pages.
 */
export function ProvisioningHistory({ operationId, scopeLabel, scopeParam, names }: Props) {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const range = useMemo(
    () => readRange(new URLSearchParams(search), timeWindows, DEFAULT_WINDOW_MINUTES),
    [search],
  )
  // taken once per range: the three charts share one window
  const window = useMemo(() => windowOf(range, Date.now()), [range])
  const valid = !timeWindowProblem(window.start, window.end, new Date())
  const [scope, setScope] = useState('')
  return (
    <section className="stack" aria-labelledby="utilization-history">
      <div className="utilization-toolbar">
        <h2 id="utilization-history" className="section-heading">
          Provisioned over time
        </h2>
        <label className="field-inline">
          <span>{scopeLabel}</span>
          <select className="input" value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value="">All {scopeLabel.toLowerCase()}s</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <RangePicker
          presets={timeWindows}
          range={range}
          window={window}
          onChange={(next) => setParams(withRange(params, next))}
        />
      </div>
      {valid && (
        <ProvisioningCharts
          operationId={operationId}
          window={window}
          scope={{ [scopeParam]: scope || undefined }}
        />
      )}
    </section>
  )
}
