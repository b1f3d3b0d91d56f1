import { LoadError, Loading } from '../../engine'
import { ProvisioningChart } from './provisioning-chart'
import { useProvisioningSeries } from './provisioning-series'
import { resources, type Resource } from './resources'

interface ChartsProps {
  operationId: 'silo_metric' | 'system_metric'
  window: { start: Date; end: Date }
  scope: Record<string, string | undefined>
}

function ResourceChart({ resource, ...props }: ChartsProps & { resource: Resource }) {
  const series = useProvisioningSeries(props.operationId, resource, props.window, props.scope)
  if (series.isLoading) return <Loading />
  if (series.error) return <LoadError error={series.error} />
  return <ProvisioningChart resource={resource} times={series.times} values={series.values} />
}

/** CPU, memory and storage provisioned over the chosen window, one chart each. */
export function ProvisioningCharts(props: ChartsProps) {
  return (
    <div className="provisioning-charts">
      {resources.map((resource) => (
        <ResourceChart key={resource.key} resource={resource} {...props} />
      ))}
    </div>
  )
}
