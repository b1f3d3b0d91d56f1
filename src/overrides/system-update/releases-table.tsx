import { ActionMenu, formatDate, toDate, type MenuAction } from '../../engine'
import type { TufRepo } from '../../generated/models'
import { setTargetReason } from './release-gate'

interface ReleasesTableProps {
  releases: TufRepo[]
  target: string | undefined
  onSetTarget: (version: string) => void
}

/** The uploaded releases, the target marked, each with "Set as target release" in its menu. */
export function ReleasesTable({ releases, target, onSetTarget }: ReleasesTableProps) {
  return (
    <div className="table-wrap">
      <table className="table resource-table">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">File</th>
            <th scope="col">Uploaded</th>
            <th scope="col" className="cell-actions">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => {
            const uploaded = toDate(release.timeCreated)
            const setTarget = () => onSetTarget(release.systemVersion)
            const actions: MenuAction[] = [
              {
                key: 'set-target',
                label: 'Set as target release',
                disabledReason: setTargetReason(release.systemVersion, target),
                perform: { type: 'callback', run: setTarget },
              },
            ]
            return (
              <tr key={release.systemVersion}>
                <td>
                  <span className="release-version">{release.systemVersion}</span>
                  {release.systemVersion === target && (
                    <span className="badge badge-info">Target</span>
                  )}
                </td>
                <td className="mono">{release.fileName}</td>
                <td>{uploaded ? formatDate(uploaded) : ''}</td>
                <td className="cell-actions">
                  <ActionMenu
                    label={`Release ${release.systemVersion} actions`}
                    actions={actions}
                    onAction={setTarget}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
