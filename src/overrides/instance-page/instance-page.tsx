import { useMemo } from 'react'
import { Outlet, useParams } from 'react-router'
import {
  buildOperationArgs,
  hasTransitionalRow,
  LoadError,
  Loading,
  type PageProps,
  ParentItemContext,
  PropertiesList,
  RouteTabs,
  tabsOf,
  TRANSITIONAL_POLL_MS,
  useOperationQuery,
} from '../../engine'
import { kindOfRoute } from '../facade'
import type { Instance } from '../../generated/platform/models'
import { InstanceHeader } from './instance-header'
import './instance-page.css'

/**
 * The manifest's instance properties the page's summary shows, in this order: the run state is
 * in the header, and the settings tab holds the rest (platform, auto restart).
 */
const SUMMARY = [
  'ncpus',
  'memory',
  'hostname',
  'bootDiskId',
  'description',
  'id',
  'timeRunStateUpdated',
  'timeCreated',
]

/**
 * One instance: its header (name, run state, Start, Stop and the actions menu), a summary of
 * its hardware, and its tabs. While it is on its way somewhere (starting, stopping…) the page
 * polls it, so the badge and the buttons follow without leaving.
 */
export function InstancePage({ route }: PageProps) {
  if (route.page.type !== 'detail') throw new Error(`Route ${route.id} is not a detail page`)
  const kind = kindOfRoute(route)
  const params = useParams()
  const op = kind.ops.view
  if (!op) throw new Error('The instance page needs instance_view')
  const summary = useMemo(
    () =>
      SUMMARY.flatMap((field) => kind.properties.filter((property) => property.field === field)),
    [kind],
  )
  const query = useOperationQuery<Instance>(op, buildOperationArgs(op, params), {
    refetchInterval: (current) =>
      hasTransitionalRow(kind, [current.state.data]) ? TRANSITIONAL_POLL_MS : false,
  })

  if (query.isLoading) return <Loading />
  if (query.error || !query.data)
    return <LoadError level={1} error={query.error} onRetry={() => void query.refetch()} />
  const instance = query.data
  return (
    <article className="detail-page instance-page">
      <InstanceHeader kind={kind} instance={instance} params={params} />
      <PropertiesList kind={kind} item={instance} params={params} properties={summary} />
      <RouteTabs label="Instance tabs" tabs={tabsOf(route.id)} params={params} />
      <ParentItemContext.Provider value={{ kind, row: instance }}>
        <Outlet />
      </ParentItemContext.Provider>
    </article>
  )
}
