/**
 * The arguments of one call and the call a form or action plans to make. Plain types with no
 * engine imports: the confirm dialog, the client and "Show request" all name them, and keeping
 * them in a leaf module keeps those three free of an import cycle.
 */
import type { OperationRef } from '../../contract'

export interface OperationArgs {
  /** path parameters by wire name */
  path?: Record<string, string>
  /** query parameters by wire name; null/undefined are dropped, arrays repeat the key */
  query?: Record<string, unknown>
  /** request body in engine shape (camelCase, Dates); sent as snake_case JSON */
  body?: unknown
}

/** An operation and the arguments the console would call it with. */
export interface PlannedRequest {
  op: OperationRef
  args: OperationArgs
}
