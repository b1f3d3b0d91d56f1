/**
 * `/lookup/instances/:instance` and `/lookup/i/:instance`: an instance by id, whatever its
 * project, redirected to its storage tab. Anything that does not resolve is not found.
 */
import { Navigate, useParams } from 'react-router'
import { requireOperation } from '../data/operations'
import { useOperationQuery } from '../data/query'
import { NotFound } from '../shell/not-found'

interface InstanceRef {
  name: string
  projectId: string
}

export function LookupInstance() {
  const id = useParams().instance ?? ''
  const instance = useOperationQuery<InstanceRef>(
    requireOperation('instance_view'),
    { path: { instance: id } },
    { throwOnError: false },
  )
  const projectId = instance.data?.projectId
  const project = useOperationQuery<{ name: string }>(
    requireOperation('project_view'),
    { path: { project: projectId ?? '' } },
    { enabled: projectId !== undefined, throwOnError: false },
  )
  if (instance.isError || project.isError) return <NotFound />
  if (!instance.data || !project.data) return null
  const to = `/projects/${encodeURIComponent(project.data.name)}/instances/${encodeURIComponent(instance.data.name)}/storage`
  return <Navigate to={to} replace />
}
