import { formatDate, MenuTable, toDate, type TableColumn } from '../../engine'
import type { TufRepo } from '../../generated/platform/models'
import { setTargetReason } from './release-gate'
import { releaseStatus } from './release-status'

interface ReleasesTableProps {
  releases: TufRepo[]
  target: string | undefined
  /** the update status's count of components per release they run */
  componentsByRelease: Record<string, number>
  onSetTarget: (version: string) => void
}

const COLUMNS = (
  target: string | undefined,
  componentsByRelease: Record<string, number>,
): TableColumn<TufRepo>[] => [
  {
    id: 'version',
    header: 'Version',
    priority: 1,
    sortValue: (release) => release.systemVersion,
    cell: (release) => (
      <>
        <span className="release-version">{release.systemVersion}</span>
        {release.systemVersion === target && <span className="badge badge-info">Target</span>}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (release) => {
      const status = releaseStatus(release.systemVersion, target, componentsByRelease)
      return <span className={`badge badge-${status.tone}`}>{status.text}</span>
    },
  },
  {
    id: 'file',
    header: 'File',
    priority: 3,
    sortValue: (release) => release.fileName,
    cell: (release) => <span className="mono">{release.fileName}</span>,
  },
  {
    id: 'time_created',
    header: 'Uploaded',
    sortValue: (release) => toDate(release.timeCreated),
    cell: (release) => {
      const uploaded = toDate(release.timeCreated)
      return uploaded ? formatDate(uploaded) : ''
    },
  },
]

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
      columns={COLUMNS(target, componentsByRelease)}
      rows={releases}
      rowKey={(release) => release.systemVersion}
      sortParam="releases-sort"
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
