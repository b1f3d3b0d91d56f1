/**
 * The items of a referenced kind, fetched once per kind and scope: every cell naming an
 * instance on a page reads the same query, so a table of fifty rows makes one request for
 * their instances, not fifty.
 */
import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { engineKey, identifier } from '../../contract'
import type { OperationArgs } from '../data/client'
import { pageQuery, rowsOf } from '../data/paging'
import { isUuid, neededOnFirstPage } from '../data/params'
import { operationQueryOptions } from '../data/query'
import { kindByName } from '../pages/registry-lookup'
import { fieldValue } from '../pages/route-path'
import type { KindDef, OperationRef } from '../../contract'

/** As many items as one page of the platform holds: pickers and name lookups read one page. */
export const REFERENCE_PAGE_SIZE = 1000

/** Looks a scope value up by wire name (`project`, `vpc`): route params, a row, a form. */
export type ScopeLookup = (wireName: string) => string | undefined

const PAGING = new Set(['limit', 'page_token', 'offset', 'sort_by'])

/** The selectors a kind's list needs (`project`, `vpc`…), from the lookup. */
export function referenceListArgs(
  op: OperationRef,
  lookup: ScopeLookup,
): { args: OperationArgs; complete: boolean } {
  const query: Record<string, unknown> = {}
  let complete = true
  const required = neededOnFirstPage(op)
  const wanted = op.queryParams.filter(
    (param) => !PAGING.has(param.name) && (param.selector || required(param)),
  )
  const values = new Map(wanted.map((param) => [param.name, lookup(param.name)]))
  // the platform refuses a parent selector beside a selector given by id (a VPC's id and the
  // project): with an id at hand, only the selectors the list requires go
  const byId = [...values.values()].some((value) => value !== undefined && isUuid(value))
  for (const param of wanted) {
    const value = values.get(param.name)
    if (value === undefined) {
      if (required(param)) complete = false
    } else if (required(param) || !byId || isUuid(value)) query[param.name] = value
  }
  if (op.paginated) Object.assign(query, pageQuery(op, undefined, REFERENCE_PAGE_SIZE))
  const path: Record<string, string> = {}
  for (const name of op.pathParams) {
    const value = lookup(name)
    if (value === undefined) complete = false
    else path[name] = value
  }
  const args: OperationArgs = { query }
  if (op.pathParams.length > 0) args.path = path
  return { args, complete }
}

/** `Row`: the kind's items, as a caller that knows the kind names them (unknown otherwise) */
export interface ReferenceIndex<Row = unknown> {
  kind: KindDef
  items: Row[]
  byId: Map<string, Row>
  byName: Map<string, Row>
  isLoading: boolean
  /** the list could not be read (no scope, no permission): callers fall back to ids */
  failed: boolean
}

/**
 * The query of a kind's list in a scope, the one every reference to the kind on a page reads
 * (cells, pickers, a row's actions): the same key, so one request serves them all.
 */
export function referenceQueryOptions(kind: KindDef, lookup: ScopeLookup) {
  const op = kind.ops.list
  const { args, complete } = op ? referenceListArgs(op, lookup) : { args: {}, complete: false }
  return {
    op,
    complete,
    options: operationQueryOptions<unknown>(op, args, {
      enabled: complete,
      // a reference that cannot be read falls back to its id; it is no page error
      throwOnError: false,
      staleTime: 10_000,
    }),
  }
}

/** A list's items by id and by identity (name). */
export function indexItems<Row>(kind: KindDef, items: Row[]) {
  const byId = new Map<string, Row>()
  const byName = new Map<string, Row>()
  for (const item of items) {
    const id = fieldValue(item, 'id')
    if (id != null) byId.set(String(id), item)
    const name = fieldValue(item, kind.identityField)
    if (name != null) byName.set(String(name), item)
  }
  return { byId, byName }
}

/**
 * One list of the kind in the given scope, indexed by id and by identity (name). `Row` is the
 * kind's item type when the caller knows it (the overrides' facade names it by the generated
 * `KindRows`): the list holds only that kind's items, so it is taken on trust here, once.
 */
export function useReferenceIndex<Row = unknown>(
  kindName: string,
  lookup: ScopeLookup,
): ReferenceIndex<Row> {
  const kind = kindByName(kindName)
  const { op, complete, options } = referenceQueryOptions(kind, lookup)
  const query = useQuery(options)
  const items = useMemo(() => (op ? (rowsOf(op, query.data) as Row[]) : []), [op, query.data])
  const indexes = useMemo(() => indexItems<Row>(kind, items), [items, kind])
  return {
    kind,
    items,
    ...indexes,
    isLoading: complete && query.isLoading,
    failed: !op || !complete || query.isError,
  }
}

/**
 * The kind's list in each of several scopes (the ranges of every pool), each the same query a
 * reference index of that scope reads; a scope whose list cannot be read gives no rows. `Row` as
 * for useReferenceIndex.
 */
export function useReferenceLists<Row = unknown>(
  kindName: string,
  lookups: readonly ScopeLookup[],
): Row[][] {
  const kind = kindByName(kindName)
  const queries = useQueries({
    queries: lookups.map((lookup) => referenceQueryOptions(kind, lookup).options),
  })
  const op = kind.ops.list
  return queries.map((query) =>
    op && query.data !== undefined ? (rowsOf(op, query.data) as Row[]) : [],
  )
}

/**
 * Scope values from the route params (the wire name as an identifier) and then from a record: a
 * row's `vpcId` for a subnet's `vpc`, a form's `vpc_name` for the subnets of the chosen VPC.
 */
export function scopeLookup(
  params: Record<string, string | undefined>,
  record?: unknown,
): ScopeLookup {
  return (wireName) => {
    const routed = params[identifier(wireName)]
    if (routed !== undefined) return routed
    for (const key of [wireName, `${wireName}_name`, `${wireName}_id`]) {
      const value = fieldValue(record, engineKey(key)) ?? fieldValue(record, key)
      if (typeof value === 'string' && value !== '') return value
    }
    return undefined
  }
}
