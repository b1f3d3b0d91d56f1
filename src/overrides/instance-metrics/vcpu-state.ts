/**
 * The CPU tab's vCPU state as the URL keeps it (`?state=idle`), so Back and a shared link bring
 * it back; the default, running, is left out of the link.
 */
import { isVcpuState, type VcpuState } from '../../contract'

export const DEFAULT_STATE: VcpuState = 'run'

export function readState(params: URLSearchParams): VcpuState {
  const state = params.get('state')
  return isVcpuState(state) ? state : DEFAULT_STATE
}

/** the same parameters with the state replaced */
export function withState(params: URLSearchParams, state: VcpuState): URLSearchParams {
  const next = new URLSearchParams(params)
  if (state === DEFAULT_STATE) next.delete('state')
  else next.set('state', state)
  return next
}
