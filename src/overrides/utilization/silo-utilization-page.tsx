import { useOperationQuery, LoadError, Loading, type PageProps } from '../../engine'
import { findOperation, kindByName } from '../facade'
import type { Project, Utilization } from '../../generated/platform/models'
import { CapacityBar } from './capacity-bar'
import { ProvisioningHistory } from './provisioning-history'
import { resources } from './resources'
import './utilization.css'

/**
 * The silo's utilization: for CPU, memory and storage, what its projects provision against the
 * silo's quota, then the same over time, for the whole silo or one project.
 */
export function SiloUtilizationPage({ route }: PageProps) {
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
      {now.error && <LoadError error={now.error} />}
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
      <ProvisioningHistory
        operationId="silo_metric"
        scopeLabel="Project"
        scopeParam="project"
        names={(projects.data?.items ?? []).map((p) => p.name)}
      />
    </section>
  )
}
