import { Link } from 'react-router'
import { currentRegistry } from '../console/parts'
import { rowsOf } from '../data/paging'
import { buildOperationArgs } from '../data/params'
import { useOperationQuery } from '../data/query'
import { routeOfKind } from '../pages/registry-lookup'
import { fieldValue, itemParams, routePath, type RouteParams } from '../pages/route-path'
import { LoadError, Loading } from '../pages/status'
import type { KindDef, OperationRef } from '../../contract'

/** the kind whose own list answers with the same schema: what the related list holds */
function listedKind(op: OperationRef): KindDef | undefined {
  if (!op.responseSchemaName) return undefined
  return Object.values(currentRegistry().kinds).find(
    (kind) => kind.ops.list?.responseSchemaName === op.responseSchemaName,
  )
}

/**
 * The lists an item's kind reads beside the item itself (the signed-in user's groups, from
 * `GET /v1/me/groups`), by name, linked to each item's page.
 */
export function RelatedLists({ kind, params }: { kind: KindDef; params: RouteParams }) {
  const lists = Object.values(kind.extraOps).flatMap((op) => {
    if (op.method !== 'get' || !op.returnsList || op.pathParams.length > 0) return []
    const listed = listedKind(op)
    return listed ? [{ op, listed }] : []
  })
  return (
    <>
      {lists.map(({ op, listed }) => (
        <RelatedList key={op.id} op={op} kind={listed} params={params} />
      ))}
    </>
  )
}

function RelatedList({
  op,
  kind,
  params,
}: {
  op: OperationRef
  kind: KindDef
  params: RouteParams
}) {
  const query = useOperationQuery<unknown>(op, buildOperationArgs(op, params))
  const detail = routeOfKind(kind.name, 'detail')
  const headingId = `related-${op.id}`
  const rows = rowsOf(op, query.data)
  return (
    <section className="related-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="related-list-title">
        {kind.titlePlural}
      </h2>
      {query.isLoading && <Loading />}
      {query.error && <LoadError error={query.error} />}
      {query.data !== undefined && rows.length === 0 && (
        <p className="related-list-empty">No {kind.plural}</p>
      )}
      {rows.length > 0 && (
        <ul className="related-list-items">
          {rows.map((row, index) => {
            // as the kind's own list shows it first: its name (a group's is its display name)
            const label = String(fieldValue(row, kind.columns[0]?.field ?? kind.labelField) ?? '')
            const to = routePath(detail, itemParams(kind, row, params))
            return <li key={index}>{to ? <Link to={to}>{label}</Link> : label}</li>
          })}
        </ul>
      )}
    </section>
  )
}
