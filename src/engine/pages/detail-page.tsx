import { useParams } from 'react-router'
import { buildOperationArgs } from '../data/params'
import { useOperationQuery } from '../data/query'
import type { PageProps } from '../slots/types'
import { DetailBody, type DetailProps } from './detail-body'
import { hasTransitionalRow, TRANSITIONAL_POLL_MS } from './list-rows'
import { ListedDetail } from './listed-detail'
import { kindByName } from './registry-lookup'
import { LoadError, Loading } from './status'

/** One item: its name, its properties, its actions, and its tabs (child routes). */
export function DetailPage({ route }: PageProps) {
  if (route.page.type !== 'detail') throw new Error(`Route ${route.id} is not a detail page`)
  const kind = kindByName(route.page.kind)
  // a kind with no view call shows its item as its list has it (a switch port)
  if (!kind.ops.view) return <ListedDetail route={route} kind={kind} />
  return <ViewedDetail route={route} kind={kind} />
}

function ViewedDetail({ route, kind }: DetailProps) {
  const params = useParams()
  const op = kind.ops.view
  if (!op) throw new Error(`Kind "${kind.name}" has no view operation`)
  const args = buildOperationArgs(op, params)
  // an item on its way somewhere (starting, stopping…) is watched until it settles, as lists do
  const query = useOperationQuery<unknown>(op, args, {
    refetchInterval: (current) =>
      hasTransitionalRow(kind, [current.state.data]) ? TRANSITIONAL_POLL_MS : false,
  })
  if (query.isLoading) return <Loading />
  if (query.error)
    return <LoadError level={1} error={query.error} onRetry={() => void query.refetch()} />
  return <DetailBody route={route} kind={kind} item={query.data} params={params} />
}
