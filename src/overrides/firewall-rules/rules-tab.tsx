import { Outlet, useParams } from 'react-router'
import {
  buildOperationArgs,
  GatedControl,
  type PageProps,
  routePath,
  TabHeading,
  WholeRows,
} from '../../engine'
import { kindByName, routeById } from '../facade'
import { RULE_KIND } from './save-rules'

/**
 * The VPC's Firewall Rules tab: the generic whole-list table, plus the "New rule" link (the
 * create form is bespoke, so the generic list does not know it).
 */
export function FirewallRulesTab({ route }: PageProps) {
  const params = useParams()
  const kind = kindByName(RULE_KIND)
  const list = kind.ops.list
  if (!list) throw new Error('Firewall rules need their view operation')
  const createPath = routePath(routeById('vpcFirewallRule.create'), params)

  return (
    <section className="list-page" aria-label={route.tab ?? kind.titlePlural}>
      <header className="page-header">
        <TabHeading title={route.title ?? kind.titlePlural} />
        {createPath && (
          // a new rule is a PUT of the whole list: a role that cannot make it sees why
          <GatedControl className="btn btn-primary" operation={kind.ops.update?.id} to={createPath}>
            New rule
          </GatedControl>
        )}
      </header>
      <WholeRows
        kind={kind}
        op={list}
        args={buildOperationArgs(list, params)}
        params={params}
        createPath={createPath}
        label={route.title ?? kind.titlePlural}
      />
      <Outlet />
    </section>
  )
}
