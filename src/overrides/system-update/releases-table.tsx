import { formatDate, MenuTable, toDate } from '../../engine'
import type { TufRepo } from '../../platform/models'
import { setTargetReason } from './release-gate'
import { releaseStatus } from './release-status'

interface ReleasesTableProps {
  releases: TufRepo[]
  target: string | undefined
  /** the update status's count of components per release they run */
  componentsByRelease: Record<string, number>
  onSetTarget: (version: string) => void
}

/**
 * The uploaded releases, the target marked, each with its status on the rack and "Set as
 * target release" in its menu.
 */
export function ReleasesTable({
  releases,
  target,
  componentsByRelease,
  onSetTarget,
}: ReleasesTableProps) {
  return (
    <MenuTable
      columns={['Version', 'Status', 'File', 'Uploaded']}
      rows={releases}
      rowKey={(release) => release.systemVersion}
      cells={(release) => {
        const uploaded = toDate(release.timeCreated)
        const status = releaseStatus(release.systemVersion, target, componentsByRelease)
        return (
          <>
            <td>
              <span className="release-version">{release.systemVersion}</span>
              {release.systemVersion === target && <span className="badge badge-info">Target</span>}
            </td>
            <td>
              <span className={`badge badge-${status.tone}`}>{status.text}</span>
            </td>
            <td className="mono">{release.fileName}</td>
            <td>{uploaded ? formatDate(uploaded) : ''}</td>
          </>
        )
      }}
      menu={(release) => {
        const setTarget = () => onSetTarget(release.systemVersion)
        return {
          label: `Release ${release.systemVersion} actions`,
          actions: [
            {
              key: 'set-target',
              label: 'Set as target release',
              operation: 'target_release_update',
              disabledReason: setTargetReason(release.systemVersion, target),
              perform: { type: 'callback', run: setTarget },
            },
          ],
          onAction: setTarget,
        }
      }}
    />
  )
}
