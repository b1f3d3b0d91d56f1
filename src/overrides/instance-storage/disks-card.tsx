import { useMemo, type ReactNode } from 'react'
import { ResourceTable, type RouteParams } from '../../engine'
import { kindByName } from '../facade'
import type { Disk } from '../../generated/platform/models'

/**
 * One card of the Storage tab: a heading, its buttons, and its disks as the disk list shows
 * them, without the instance column (they are all this instance's). Rows keep the disk menu,
 * which knows the instance from the page.
 */
export function DisksCard({
  id,
  title,
  disks,
  params,
  empty,
  actions,
}: {
  id: string
  title: string
  disks: Disk[]
  params: RouteParams
  empty: string
  actions?: ReactNode
}) {
  const kind = kindByName('disk')
  const columns = useMemo(
    () => kind.columns.filter((column) => column.reference !== 'instance'),
    [kind],
  )
  return (
    <section className="card stack" aria-labelledby={id}>
      <header className="page-header">
        <h2 id={id}>{title}</h2>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      {disks.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ResourceTable
          kind={kind}
          rows={disks}
          params={params}
          columns={columns}
          sortParam={`${id.replace(/-heading$/, '')}-sort`}
        />
      )}
    </section>
  )
}
