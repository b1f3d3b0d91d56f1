import { createElement, type ReactNode } from 'react'
import { Link } from 'react-router'
import { cellOverride } from '../slots/lookup'
import type { CellRenderer } from '../slots/types'
import { linkSpeedWords, type ColumnDef, type KindDef } from '../../contract'
import { CopyButton } from './copy-button'
import { DateText } from './date-text'
import { formatBytes, holdsId, shortenIds, shortId, toDate } from './format'
import { NumberText } from './number-text'
import { detailRoutesOf, routeById } from './registry-lookup'
import { listedItemParams } from './listed-item'
import { fieldValue, fillPath, itemParams, type RouteParams } from './route-path'
import { StateBadge } from './state-badge'
import { EnumBadge } from './enum-badge'
import { ReadableValue } from './readable'
import { ReferenceName } from '../references/reference-name'
import { scopeLookup } from '../references/reference-index'

/** A field naming other items by id: their names, linked, one lookup per kind for the page. */
function ReferenceCell({
  kind,
  value,
  row,
  params,
  column,
}: {
  kind: string
  value: unknown
  row: unknown
  params: RouteParams
  column: ColumnDef
}) {
  const ids = Array.isArray(value) ? value.map(String) : [String(value)]
  if (ids.length === 0) return <>{EMPTY}</>
  const scope = scopeLookup(params, row)
  return (
    <span className="reference-list">
      {ids.map((id) => (
        <ReferenceName
          key={id}
          kind={kind}
          value={id}
          scope={scope}
          params={params}
          label={column.header}
        />
      ))}
    </span>
  )
}

const EMPTY = '—'

/** Longer texts are cut in cells, with the whole in their title, so they never widen a table. */
const SHORT_TEXT = 32

/** Longer tokens that are no prose (a digest, a key) are also offered to copy. */
const LONG_TEXT = 48

/** Words for people (a description), not a token to copy (a digest, a key, a certificate). */
const isProse = (text: string) =>
  / /.test(text) && !text.includes('\n') && !/^(ssh-|ecdsa-|-----)/.test(text)

/** A value with a copy button beside it; the link, if any, holds the value, never the button. */
function Copyable({
  shown,
  text,
  label,
  to,
}: {
  shown: ReactNode
  text: string
  label: string
  to?: string
}) {
  return (
    <span className="cell-copyable">
      {to ? <Link to={to}>{shown}</Link> : shown}
      <CopyButton text={text} label={label} />
    </span>
  )
}

const COPYABLE_TYPES = new Set<ColumnDef['type']>(['id', 'ip'])

/**
 * The generic rendering of one value by column type; only copyable values (ids, addresses, a
 * text holding an id) take the link, which stands beside their copy button.
 */
function plainValue(kind: KindDef, column: ColumnDef, value: unknown, to?: string): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY
  switch (column.type) {
    case 'date': {
      const date = toDate(value)
      return date ? <DateText date={date} /> : String(value)
    }
    case 'bytes':
      return typeof value === 'number' ? formatBytes(value) : String(value)
    case 'number':
      return typeof value === 'number' ? <NumberText value={value} /> : String(value)
    case 'code':
      // a number that names (a priority, an ASN): printed as it is, never grouped or compact
      return String(value)
    case 'boolean':
      return value ? 'Yes' : 'No'
    case 'state':
      return <StateBadge kind={kind} state={String(value)} />
    case 'enum':
      // a link speed is a quantity, read with its unit, not a mode's name
      return linkSpeedWords(String(value)) ?? <EnumBadge value={String(value)} />
    case 'id':
      return (
        <Copyable
          shown={
            <span className="mono" title={String(value)}>
              {shortId(String(value))}
            </span>
          }
          text={String(value)}
          label={`Copy ${column.header}`}
          to={to}
        />
      )
    case 'ip':
      return (
        <Copyable
          shown={<span className="mono">{String(value)}</span>}
          text={String(value)}
          label={`Copy ${column.header}`}
          to={to}
        />
      )
    case 'json':
      return <ReadableValue value={value} />
    case 'text':
    case 'name': {
      const text = String(value)
      // an id inside a text (a URN, `do:vpc:<id>`) reads short, as in an ID column; whole to copy
      if (holdsId(text)) {
        return (
          <Copyable
            shown={
              <span className="cell-truncate" title={text}>
                {shortenIds(text)}
              </span>
            }
            text={text}
            label={`Copy ${column.header}`}
            to={to}
          />
        )
      }
      // a name keeps room to be recognised (.cell-name) and is cut past it when the table is
      // tight, whole in its title: a 63-character name would otherwise widen every list
      if (column.type === 'name') {
        return (
          <span className="cell-truncate cell-fits cell-name" title={text}>
            {text}
          </span>
        )
      }
      // words for people (never a name) give way first when the table is tight: one line,
      // whole in the title
      if (column.type === 'text' && isProse(text)) {
        return (
          <span className="cell-truncate cell-fits" title={text}>
            {text}
          </span>
        )
      }
      // a short token (a part or serial number, "913-0000019") is never broken at its hyphen
      // onto a second line: in a tight table it is cut instead, whole in its title
      if (text.length <= SHORT_TEXT) {
        if (/\s/.test(text)) return text
        return (
          <span className="cell-truncate cell-fits cell-token" title={text}>
            {text}
          </span>
        )
      }
      if (text.length <= LONG_TEXT) {
        return (
          <span className="cell-truncate" title={text}>
            {text}
          </span>
        )
      }
      // digests, keys, certificates: the start to recognise, the whole to copy
      return (
        <Copyable
          shown={
            <span className="cell-truncate cell-fits mono" title={text}>
              {text}
            </span>
          }
          text={text}
          label={`Copy ${column.header}`}
        />
      )
    }
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
  const declared = column.linkTo ? routeById(column.linkTo) : undefined
  // the name column goes to the item's own page, whichever of the kind's pages fits it
  const ownPage =
    column.type === 'name' &&
    (declared === undefined ||
      (declared.page.type === 'detail' && declared.page.kind === kind.name))
  const routes = ownPage ? detailRoutesOf(kind.name) : declared ? [declared] : []
  const pageKnown = itemParams(kind, row, params)
  const value = fieldValue(row, column.field)
  // the first route this page and item can fill: a silo image's page, not a project image's
  for (const route of routes) {
    // a kind with no key of its own is named on its page by its row's fields (a switch port)
    const known =
      ownPage && kind.key === undefined
        ? { ...listedItemParams(kind, route.path, row), ...pageKnown }
        : pageKnown
    const missing = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => known[name] === undefined)
    // on its own page the item's name fills its key: it never stands in for another param
    if (missing.length === 1 && value != null && missing[0] && !ownPage) {
      return fillPath(route.path, { ...known, [missing[0]]: String(value) })
    }
    const path = fillPath(route.path, known)
    if (path) return path
  }
  return undefined
}

interface CellValueProps {
  kind: KindDef
  column: ColumnDef
  row: unknown
  params: RouteParams
  /** the renderer of the table that shows it, for a column only that table has */
  own?: CellRenderer<never>
}

/**
 * One table cell or property value: the table's own renderer, else an override's registered
 * for the kind's column, else the generic one.
 */
export function CellValue({ kind, column, row, params, own }: CellValueProps) {
  const value = fieldValue(row, column.field)
  const Override = (own as CellRenderer<unknown> | undefined) ?? cellOverride(kind, column)
  // a registry lookup, stable across renders
  if (Override) return createElement(Override, { value, row, column, kind })
  if (column.reference && value != null && value !== '') {
    return (
      <ReferenceCell
        kind={column.reference}
        value={value}
        row={row}
        params={params}
        column={column}
      />
    )
  }
  const to = value == null ? undefined : cellLink(kind, column, row, params)
  const copyable = COPYABLE_TYPES.has(column.type) || (typeof value === 'string' && holdsId(value))
  if (copyable) return plainValue(kind, column, value, to)
  const content = plainValue(kind, column, value)
  return to ? <Link to={to}>{content}</Link> : <>{content}</>
}
