import { createElement, type ReactNode } from 'react'
import { Link } from 'react-router'
import { cellOverride } from '../overrides/lookup'
import type { ColumnDef, KindDef } from '../registry/types'
import { CopyButton } from './copy-button'
import { formatBytes, formatDate, formatNumber, middleTruncate, toDate } from './format'
import { routeById, routeOfKind } from './registry-lookup'
import { fieldValue, fillPath, itemParams, type RouteParams } from './route-path'
import { StateBadge } from './state-badge'

const EMPTY = '—'

/** The generic rendering of one value by column type, without any link. */
function plainValue(kind: KindDef, column: ColumnDef, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY
  switch (column.type) {
    case 'date': {
      const date = toDate(value)
      return date ? <time dateTime={date.toISOString()}>{formatDate(date)}</time> : String(value)
    }
    case 'bytes':
      return typeof value === 'number' ? formatBytes(value) : String(value)
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value)
    case 'boolean':
      return value ? 'Yes' : 'No'
    case 'state':
      return <StateBadge kind={kind} state={String(value)} />
    case 'enum':
      return <span className="badge badge-neutral">{String(value)}</span>
    case 'id':
      return (
        <span className="cell-copyable">
          <span className="mono" title={String(value)}>
            {middleTruncate(String(value))}
          </span>
          <CopyButton text={String(value)} label={`Copy ${column.header}`} />
        </span>
      )
    case 'ip':
      return (
        <span className="cell-copyable">
          <span className="mono">{String(value)}</span>
          <CopyButton text={String(value)} label={`Copy ${column.header}`} />
        </span>
      )
    case 'json':
      return <code className="cell-json">{JSON.stringify(value)}</code>
    case 'text':
    case 'name':
      return String(value)
  }
}

/**
 * Where a cell links: its declared route, or for the name column the item's detail page.
 * Params come from the page and the item; a param neither provides (the instance of a disk
 * row) is the cell's own value.
 */
export function cellLink(
  kind: KindDef,
  column: ColumnDef,
  row: unknown,
  params: RouteParams,
): string | undefined {
  const route = column.linkTo
    ? routeById(column.linkTo)
    : column.type === 'name'
      ? routeOfKind(kind.name, 'detail')
      : undefined
  if (!route) return undefined
  const known = itemParams(kind, row, params)
  const value = fieldValue(row, column.field)
  const missing = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => known[name] === undefined)
  if (missing.length === 1 && value != null && missing[0]) {
    return fillPath(route.path, { ...known, [missing[0]]: String(value) })
  }
  return fillPath(route.path, known)
}

interface CellValueProps {
  kind: KindDef
  column: ColumnDef
  row: unknown
  params: RouteParams
}

/** One table cell or property value: an override's renderer if registered, else the generic one. */
export function CellValue({ kind, column, row, params }: CellValueProps) {
  const value = fieldValue(row, column.field)
  const Override = cellOverride(kind, column)
  // a registry lookup, stable across renders
  if (Override) return createElement(Override, { value, row, column, kind })
  const content = plainValue(kind, column, value)
  const to = value == null ? undefined : cellLink(kind, column, row, params)
  return to ? <Link to={to}>{content}</Link> : <>{content}</>
}
