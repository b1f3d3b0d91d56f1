import type { KindName } from '../facade'
import {
  callOperation,
  invalidateKind,
  unwrap,
  useOperationQuery,
  formatDate,
  toDate,
  LoadError,
  Loading,
  useConfirm,
  useToast,
  type PageProps,
} from '../../engine'
import { kindByName } from '../facade'
import type { TufRepo, UpdateStatus } from '../../generated/platform/models'
import { ReleasesTable } from './releases-table'
import { rolloutOf } from './rollout'
import './system-update.css'

/** while components are still moving, the status refreshes this often */
const ROLLOUT_POLL_MS = 2000

function requireOp(kindName: KindName, role: 'list' | 'view' | 'update') {
  const op = kindByName(kindName).ops[role]
  if (!op) throw new Error(`The system update page needs the ${kindName} ${role} operation`)
  return op
}

/**
 * System update: where the rack stands (target release, when it was set, how many components
 * run it, when the planner last acted), and the uploaded releases, any newer one of which can
 * be made the target after a confirm.
 */
export function SystemUpdatePage({ route }: PageProps) {
  const confirm = useConfirm()
  const toast = useToast()
  const statusOp = requireOp('systemUpdateStatus', 'view')
  const releasesOp = requireOp('systemUpdateRepository', 'list')
  const setTargetOp = requireOp('targetRelease', 'update')
  const status = useOperationQuery<UpdateStatus>(
    statusOp,
    {},
    {
      refetchInterval: (query) => {
        const data = query.state.data
        if (!data?.targetRelease) return false
        const { percent } = rolloutOf(data.componentsByReleaseVersion, data.targetRelease.version)
        return percent < 100 ? ROLLOUT_POLL_MS : false
      },
    },
  )
  const releases = useOperationQuery<{ items: TufRepo[] }>(releasesOp, { query: {} })

  if (status.isLoading || releases.isLoading) return <Loading />
  const error = status.error ?? releases.error
  if (error || !status.data || !releases.data) return <LoadError level={1} error={error} />

  const target = status.data.targetRelease ?? undefined
  const rollout = rolloutOf(status.data.componentsByReleaseVersion, target?.version)
  const requested = toDate(target?.timeRequested)
  const lastStep = toDate(status.data.timeLastStepPlanned)

  const setTarget = (version: string) =>
    confirm({
      title: 'Set target release',
      message: (
        <p>
          Are you sure you want to set <strong>{version}</strong> as the target release? The rack
          starts updating its components to it right away.
        </p>
      ),
      confirmLabel: 'Set target',
      errorTitle: 'Could not set target release',
      onConfirm: async () => {
        unwrap(await callOperation(setTargetOp, { body: { system_version: version } }))
        await Promise.all([invalidateKind('systemUpdateStatus'), invalidateKind('targetRelease')])
        toast.success(`Target release set to ${version}`)
      },
    })

  return (
    <section className="system-update stack">
      <header className="page-header">
        <h1>{route.title ?? 'System Update'}</h1>
        <div className="page-actions">
          {/* framed like the page's other buttons: ghost, it read as plain text */}
          <button
            type="button"
            className="btn"
            onClick={() => void Promise.all([status.refetch(), releases.refetch()])}
          >
            Refresh
          </button>
        </div>
      </header>
      {status.data.suspended && (
        <p className="notice notice-warning" role="status">
          Automatic updates are suspended: the system software was changed by hand. Set the release
          matching that change as the target to resume them.
        </p>
      )}
      <dl className="properties">
        <div className="property">
          <dt>Target release</dt>
          <dd>{target?.version ?? 'None set'}</dd>
        </div>
        <div className="property">
          <dt>Set as target</dt>
          <dd>{requested ? formatDate(requested) : '—'}</dd>
        </div>
        <div className="property">
          <dt>Progress</dt>
          <dd>
            {target ? (
              <span className="rollout">
                <progress
                  className="bar rollout-bar"
                  max={100}
                  value={rollout.percent}
                  aria-label="Update progress"
                  aria-valuetext={`${rollout.percent}%`}
                  aria-describedby="rollout-label"
                />
                <span className="rollout-label" id="rollout-label">
                  {rollout.percent}% ({rollout.done} of {rollout.total} components)
                </span>
              </span>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="property">
          <dt>Last step planned</dt>
          <dd>{lastStep ? formatDate(lastStep) : '—'}</dd>
        </div>
      </dl>
      <section className="stack" aria-labelledby="releases-heading">
        <h2 id="releases-heading" className="section-heading">
          Releases
        </h2>
        {releases.data.items.length === 0 ? (
          <p className="muted">No releases have been uploaded.</p>
        ) : (
          <ReleasesTable
            releases={releases.data.items}
            target={target?.version}
            componentsByRelease={status.data.componentsByReleaseVersion}
            onSetTarget={setTarget}
          />
        )}
      </section>
    </section>
  )
}
