import { type CallLane, useOperationQuery } from '../../engine'
import type { ExternalIp } from '../../generated/platform/models'
import { requireOperation } from '../facade'

/**
 * An instance's external addresses, asked by name in its project: the one query key the
 * instance list's External IPs cells and the instance's Networking tab share, so a row's
 * addresses read on the list are the tab's, and the tab's changes refresh the row.
 */
export function useInstanceExternalIps(
  instance: string,
  project: string,
  /**
   * `throwOnError: false` where a failure is the caller's to show (a cell), not the page's
   * error screen; `gcTime` where an answer is worth keeping only while shown; `enabled: false`
   * to hold the call back (a cached answer still reads); `lane` where many rows ask at once
   */
  options: { throwOnError?: boolean; gcTime?: number; enabled?: boolean; lane?: CallLane } = {},
) {
  return useOperationQuery<{ items: ExternalIp[] }>(
    requireOperation('instance_external_ip_list'),
    { path: { instance }, query: { project } },
    options,
  )
}
