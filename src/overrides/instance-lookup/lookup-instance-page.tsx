/**
 * `/lookup/instances/:instance` and `/lookup/i/:instance` (spec §2): an instance by id, whatever
 * its project, for links from outside the console. It fetches the instance, then its project by
 * id, and goes to the instance's storage tab; anything that does not resolve is not found.
 */
import { useParams } from 'react-router'
import { NotFound, RedirectNow, routePath, useOperationQuery } from '../../engine'
import { requireOperation, routeById } from '../facade'
import type { Instance, Project } from '../../generated/platform/models'

export function LookupInstancePage() {
  const id = useParams().instance ?? ''
  const instance = useOperationQuery<Instance>(
    requireOperation('instance_view'),
    { path: { instance: id } },
    { throwOnError: false },
  )
  const projectId = instance.data?.projectId
  const project = useOperationQuery<Project>(
    requireOperation('project_view'),
    { path: { project: projectId ?? '' } },
    { enabled: projectId !== undefined, throwOnError: false },
  )
  if (instance.isError || project.isError) return <NotFound />
  if (!instance.data || !project.data) return null
  const to = routePath(routeById('instance.tab.storage'), {
    project: project.data.name,
    instance: instance.data.name,
  })
  // the instance arrives late: a click made meanwhile wins
  return to ? <RedirectNow to={to} /> : <NotFound />
}
