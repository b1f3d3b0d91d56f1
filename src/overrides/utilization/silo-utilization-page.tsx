import {
  findOperation,
  useOperationQuery,
  kindByName,
  LoadError,
  Loading,
  type PageProps,
} from '../../engine'
import { useState } from 'react'
import type { Project, Utilization } from '../../generated/models'
import { CapacityBar } from './capacity-bar'
import { ProvisioningCharts } from './provisioning-charts'
import { resources } from './resources'
import { WindowPicker } from './window-picker'
import './utilization.css'

/**
 * The silo's utilization: for CPU, memory and storage, what its projects provision against the
 * silo's quota, then the same over time, for the whole silo or one project.
 */
export function SiloUtilizationPage({ route }: PageProps) {
  const [hours, setHours] = useState(24)
  const [project, setProject] = useState('')
  const now = useOperationQuery<Utilization>(
    findOperation('utilization_view'),
    {},
    // any create or stop elsewhere changes it: read it afresh on every visit
    { refetchOnMount: 'always' },
  )
  const projects = useOperationQuery<{ items: Project[] }>(kindByName('project').ops.list, {
    query: { limit: 1000 },
  })

  return (
    <section className="utilization stack">
      <header className="page-header">
        <h1>{route.title ?? 'Utilization'}</h1>
      </header>
      {now.isLoading && <Loading />}
      {now.error && <LoadError message={now.error.message} />}
      {now.data && (
        <div className="capacity-bars">
          {resources.map((resource) => (
            <CapacityBar
              key={resource.key}
              resource={resource}
              used={now.data.provisioned[resource.key]}
              limit={now.data.capacity[resource.key]}
              limitWord="quota"
            />
          ))}
        </div>
      )}
      <section className="stack" aria-labelledby="utilization-history">
        <div className="utilization-toolbar">
          <h2 id="utilization-history" className="section-heading">
            Provisioned over time
          </h2>
          <label className="field-inline">
            <span>Project</span>
            <select className="input" value={project} onChange={(e) => setProject(e.target.value)}>
              <option value="">All projects</option>
              {(projects.data?.items ?? []).map((p) => (
                <option key={p.id} value={p.name}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <WindowPicker hours={hours} onChange={setHours} />
        </div>
        <ProvisioningCharts
          operationId="silo_metric"
          hours={hours}
          scope={{ project: project || undefined }}
        />
      </section>
    </section>
  )
}
