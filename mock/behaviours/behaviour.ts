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
