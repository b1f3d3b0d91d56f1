/**
 * Silo and project roles on the silo's own API (everything under `/v1/` but the operator
 * APIs, which the fleet rules cover): a viewer may read, a collaborator may create and change
 * project resources, an admin may change policies. A project role counts on that project; a
 * silo role counts everywhere in the silo. A fleet admin may do anything, so the world's
 * default user is never in the way of a test.
 */
import { type Call, selectorsOf } from '../call.ts'
import type { MockContext } from '../context.ts'
import { forbidden } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { kindForSelector, resolveItem } from '../store/scope.ts'
import { isUuid } from '../store/time.ts'
import { type FleetRole, roleAtLeast } from './roles.ts'

/** paths anyone signed in may use: their own things, the session, the device flow */
const open = ['/v1/me', '/v1/login', '/v1/logout', '/v1/ping', '/device/']
const fleetOnly = ['/v1/system/', '/experimental/v1/system/']

/** the project a call is about: named by a selector, or the project of an item given by id */
function projectOf(ctx: MockContext, call: Call): unknown {
  const selectors = selectorsOf(call)
  const projectKind = kindForSelector(ctx.registry, 'project')
  const named = selectors.project
  if (projectKind && named !== undefined) {
    try {
      return resolveItem(ctx.registry, ctx.db, projectKind, 'project', named, {}).id
    } catch {
      return undefined // the handler answers the miss with the platform's own error
    }
  }
  for (const [param, value] of Object.entries(selectors)) {
    const kind = isUuid(value) ? kindForSelector(ctx.registry, param) : undefined
    const row = kind && ctx.db.table(kind.name).find((item) => item.id === value)
    if (row?.project_id !== undefined) return row.project_id
  }
  return undefined
}

function needed(call: Call, path: string): FleetRole {
  const method = call.request.method
  if (method === 'GET' || method === 'HEAD') return 'viewer'
  return path.endsWith('/policy') ? 'admin' : 'collaborator'
}

/** 403 unless the user's silo or project role allows the call */
export function authorizeInSilo(ctx: MockContext, user: WireItem, call: Call, path: string): void {
  if ([...open, ...fleetOnly].some((prefix) => path.startsWith(prefix))) return
  if (ctx.session.fleetRole(user) === 'admin') return
  const project = path === '/v1/policy' ? undefined : projectOf(ctx, call)
  const role =
    project === undefined ? ctx.session.siloRole(user) : ctx.session.projectRole(user, project)
  if (!roleAtLeast(role, needed(call, path))) throw forbidden()
}
