import { useOperationQuery, LoadError, Loading, type PageProps } from '../../engine'
import { kindByName } from '../facade'
import type { SiloUtilization, Sled } from '../../generated/platform/models'
import { CapacityBar } from './capacity-bar'
import { fleetCapacity } from './capacity-estimate'
import { ProvisioningHistory } from './provisioning-history'
import { formatAmount, resources } from './resources'
import { SiloTable } from './silo-table'
import './utilization.css'

const everything = { query: { limit: 1000 } }

/**
 * The fleet's utilization: what all silos provision against what the sleds can hold (the
 * spec §9 estimate), with the sum of silo quotas beside it; each silo's share in a table; and
 * the provisioned amounts over time, for the fleet or one silo.
 */
export function SystemUtilizationPage({ route }: PageProps) {
  const silos = useOperationQuery<{ items: SiloUtilization[] }>(
    kindByName('siloUtilization').ops.list,
    everything,
  )
  const sleds = useOperationQuery<{ items: Sled[] }>(kindByName('sled').ops.list, everything)

  const error = silos.error ?? sleds.error
  const rows = silos.data?.items ?? []
  const capacity = sleds.data && fleetCapacity(sleds.data.items)
  const sum = (pick: (row: SiloUtilization) => number) => rows.reduce((n, row) => n + pick(row), 0)

  return (
    <section className="utilization stack">
      <header className="page-header">
        <h1>{route.title ?? 'Utilization'}</h1>
      </header>
      {(silos.isLoading || sleds.isLoading) && <Loading />}
      {error && <LoadError error={error} />}
      {capacity && silos.data && (
        <div className="capacity-bars">
          {resources.map((resource) => {
            const quotas = sum((row) => row.allocated[resource.key])
            return (
              <CapacityBar
                key={resource.key}
                resource={resource}
                used={sum((row) => row.provisioned[resource.key])}
                limit={capacity[resource.key]}
                limitWord="estimated capacity"
                note={`Silo quotas: ${formatAmount(resource, quotas)}`}
              />
            )
          })}
        </div>
      )}
      {silos.data && (
        <section className="stack" aria-labelledby="utilization-silos">
          <h2 id="utilization-silos" className="section-heading">
            Silos
          </h2>
          <SiloTable silos={rows} />
        </section>
      )}
      <ProvisioningHistory
        operationId="system_metric"
        scopeLabel="Silo"
        scopeParam="silo"
        names={rows.map((row) => row.siloName)}
      />
    </section>
  )
}
