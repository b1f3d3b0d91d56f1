import { type ListCheck, type MenuAction } from '../../engine'
import { defineActions, findOperation } from '../facade'

/** shown on the Delete of a silo that still has projects */
export const SILO_HOLDS_PROJECTS = 'The silo still has projects'

/** "does the signed-in user's silo have any project": one row is enough to know */
function projectsCheck(): ListCheck | undefined {
  const operation = findOperation('project_list')
  if (operation === undefined) return undefined
  return { operation, args: { query: { limit: 1 } }, reason: SILO_HOLDS_PROJECTS }
}

/**
 * The platform refuses to delete a silo that still has projects. The API lists the projects
 * of the signed-in user's silo only, so that silo's Delete is checked as its menu opens (one
 * request, like an IP pool's ranges); another silo's projects cannot be listed, so its Delete
 * stays offered and the platform's refusal says why.
 */
export const siloActions = defineActions<'silo'>((defaults, { row, signedIn }) => {
  if (signedIn?.siloId !== row.id) return defaults
  const check = projectsCheck()
  if (check === undefined) return defaults
  return defaults.map((action): MenuAction =>
    action.key === 'delete'
      ? { ...action, listChecks: [...(action.listChecks ?? []), check] }
      : action,
  )
})
