import { useState, type ComponentProps } from 'react'
import { ProvisioningCharts } from './provisioning-charts'
import { WindowPicker } from './window-picker'

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
 * a chosen window: the same section on the silo's and the system's utilization pages.
 */
export function ProvisioningHistory({ operationId, scopeLabel, scopeParam, names }: Props) {
  const [hours, setHours] = useState(24)
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
        <WindowPicker hours={hours} onChange={setHours} />
      </div>
      <ProvisioningCharts
        operationId={operationId}
        hours={hours}
        scope={{ [scopeParam]: scope || undefined }}
      />
    </section>
  )
}
