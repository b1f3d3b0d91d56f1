import { createLabel } from '../../contract'
import type { ReactNode } from 'react'
import { Outlet, useParams } from 'react-router'
import type { PageProps } from '../slots/types'
import { createAvailability } from '../actions/availability'
import { useParentItem } from '../actions/parent-item'
import { PaginatedRows, WholeRows } from './list-rows'
import { listCall } from './list-call'
import { routeOfKind } from './registry-lookup'
import { routePath } from './route-path'
import { TabHeading } from './tab-heading'
import { GatedControl } from '../actions/gated-control'
import { useOperationAccess } from '../access/use-access'

/**
 * A kind's list: heading and create link, then the table. A tab may list the kind through
 * another operation (an instance's disks); such lists have no create link, while a tab that
 * lists the kind through its own list operation (a silo's identity providers) keeps it. Side modals (create,
 * edit) render over it through the outlet. An override may put its own buttons (`actions`) in
 * the header beside the create link.
 */
export function ListPage({ route, actions }: PageProps & { actions?: ReactNode }) {
  const params = useParams()
  const { kind, op, args } = listCall(route, params)
  // a parent that takes no new items here (the system router, routes) offers no create link
  const parentTakes = createAvailability(useParentItem(), kind.forms.create?.operation ?? '')
  const createPath =
    op === kind.ops.list && parentTakes.enabled
      ? routePath(routeOfKind(kind.name, 'create'), params)
      : undefined
  // the "New …" link stays in place for a role that cannot create, disabled with the reason
  const creating = useOperationAccess(kind.forms.create?.operation ?? kind.ops.create?.id, params)

  const title = route.title ?? kind.titlePlural
  const Rows = op.paginated ? PaginatedRows : WholeRows

  return (
    <section className="list-page" aria-label={route.tab ? title : undefined}>
      <header className="page-header">
        {route.tab ? <TabHeading title={title} /> : <h1>{title}</h1>}
        {(createPath || actions) && (
          <div className="page-actions">
            {actions}
            {createPath && (
              <GatedControl
                className="btn btn-primary"
                to={createPath}
                disabledReason={creating.reason}
              >
                {createLabel(kind)}
              </GatedControl>
            )}
          </div>
        )}
      </header>
      <Rows
        kind={kind}
        op={op}
        args={args}
        params={params}
        createPath={creating.enabled ? createPath : undefined}
        label={title}
      />
      <Outlet />
    </section>
  )
}
