import { defineCell, StateBadge } from '../../engine'
import type { Instance } from '../../generated/models'
import { isRestartable } from './restartable'

/** The run state badge, plus a note when the platform is about to restart a failed instance. */
export const RunStateCell = defineCell<Instance>(({ row, kind }) => (
  <span className="run-state">
    <StateBadge kind={kind} state={row.runState} />
    {isRestartable(row) && (
      <span
        className="badge badge-info"
        title="Auto restart is enabled: the platform will restart this instance"
      >
        restartable
      </span>
    )}
  </span>
))
