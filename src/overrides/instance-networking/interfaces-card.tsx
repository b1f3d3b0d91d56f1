import { Outlet, useParams } from 'react-router'
import {
  buildOperationArgs,
  GatedControl,
  operationOfKind,
  routeOfKind,
  routePath,
  useParentItem,
  WholeRows,
} from '../../engine'
import { can, kindOfRoute } from '../facade'
import type { RouteDef } from '../../contract'

/**
 * The instance's network interfaces, with "Add network interface": interfaces change only
 * while the instance's state allows it (its `updateNetworkInterface`, spec §4: stopped), as
 * the rows' Edit, Make primary and Delete (see ../network-interface-actions). Their forms open
 * over the tab.
 */
export function InterfacesCard({ route }: { route: RouteDef }) {
  if (route.page.type !== 'list') throw new Error(`Route ${route.id} is not a list`)
  const params = useParams()
  const parent = useParentItem()
  const kind = kindOfRoute(route)
  const op = operationOfKind(kind, route.page.operation ?? 'instance_network_interface_list')
  const addPath = routePath(routeOfKind(kind.name, 'create'), params)
  const reason = parent && can.instance.updateNetworkInterface(parent.row)
  return (
    <section className="card stack" aria-labelledby="interfaces-heading">
      <header className="page-header">
        <h2 id="interfaces-heading">Network interfaces</h2>
        {addPath && (
          <div className="page-actions">
            <GatedControl
              disabledReason={reason?.reason}
              operation={kind.forms.create?.operation ?? kind.ops.create?.id}
              to={addPath}
            >
              Add network interface
            </GatedControl>
          </div>
        )}
      </header>
      <WholeRows kind={kind} op={op} args={buildOperationArgs(op, params)} params={params} />
      <Outlet />
    </section>
  )
}
