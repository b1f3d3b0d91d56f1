import { StateBadge } from '../../engine'
import type { KindDef } from '../../contract'
import type { Instance } from '../../generated/platform/models'
import { isRestartable } from './restartable'
import { defineCell } from '../facade'

/** The run state badge, plus a note when the platform is about to restart a failed instance. */
export function RunStateBadge({ instance, kind }: { instance: Instance; kind: KindDef }) {
  return (
    <span className="run-state">
      <StateBadge kind={kind} state={instance.runState} />
      {isRestartable(instance) && (
        <span
          className="badge badge-info"
          title="Auto restart is enabled: the platform will restart this instance"
        >
          restartable
        </span>
      )}
    </span>
  )
}

export const RunStateCell = defineCell<'instance.runState'>(({ row, kind }) => (
  <RunStateBadge instance={row} kind={kind} />
))
