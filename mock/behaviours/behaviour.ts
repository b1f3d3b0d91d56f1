/**
 * A bespoke handler for one operation. Behaviours take precedence over the generic store;
 * each names its method and path, since some (login, current user) need not be in the
 * registry at all.
 */
import type { HttpMethod } from '../../src/contract/index.ts'
import type { Handle } from '../call.ts'

export interface Behaviour {
  operationId: string
  method: HttpMethod
  path: string
  handle: Handle
  /** answered without a session */
  public?: boolean
}

/**
 * What a behaviour serves: the method and path of its operation (`POST /v1/system/ip-pools/
 * {pool}/silos`), not its id. A newer release that renames the operation (`ip_pool_silo_link`
 * → `system_ip_pool_silo_link`) keeps them, so the mock follows the rename as the console's
 * migrated manifest does.
 */
export function routeKey(route: { method: string; path: string }): string {
  return `${route.method.toUpperCase()} ${route.path}`
}
