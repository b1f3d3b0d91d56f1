import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { rowsOf } from '../data/paging'
import { referenceQueryOptions, scopeLookup } from '../references/reference-index'
import { NotFound } from '../shell'
import { DetailBody, type DetailProps } from './detail-body'
import { isListedItem } from './listed-item'
import { LoadError, Loading } from './status'

/** the item is the row of the kind's list the route's params name (`listed-item.ts`) */
export function ListedDetail({ route, kind }: DetailProps) {
  const params = useParams()
  const { op, options } = referenceQueryOptions(kind, scopeLookup(params))
  const query = useQuery(options)
  if (query.isLoading) return <Loading />
  if (query.error)
    return <LoadError level={1} error={query.error} onRetry={() => void query.refetch()} />
  const rows = op ? rowsOf(op, query.data) : []
  const item = rows.find((row) => isListedItem(kind, route.path, row, params))
  if (item === undefined) return <NotFound />
  return <DetailBody route={route} kind={kind} item={item} params={params} />
}
