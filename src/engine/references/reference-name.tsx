import { Link } from 'react-router'
import { CopyButton } from '../pages/copy-button'
import { routeOfKind } from '../pages/registry-lookup'
import { ShortIdText } from '../pages/short-id'
import { fieldValue, itemLabel, itemParams, routePath, type RouteParams } from '../pages/route-path'
import { useReferenceIndex, type ScopeLookup } from './reference-index'

/** An id nobody could name: short, monospaced, with the whole id to copy. */
export function ShortId({ id, label }: { id: string; label: string }) {
  return (
    <span className="cell-copyable">
      <ShortIdText id={id} />
      <CopyButton text={id} label={`Copy ${label}`} />
    </span>
  )
}

interface ReferenceNameProps {
  /** the referenced kind */
  kind: string
  /** the id (or name) held by the referring field */
  value: string
  /** scope of the referenced kind's list (project, vpc…) */
  scope: ScopeLookup
  /** route params of the page, to fill the link to the item's page */
  params: RouteParams
  /** what the value is, for the copy button of the fallback: "Instance" */
  label: string
}

/**
 * The referenced item's name, linked to its page; an id that no readable item carries stays a
 * short id with a copy button. The lookup is shared by every name of the kind on the page.
 */
export function ReferenceName({ kind, value, scope, params, label }: ReferenceNameProps) {
  const index = useReferenceIndex(kind, scope)
  const item = index.byId.get(value) ?? index.byName.get(value)
  if (!item) {
    if (index.isLoading) return <span className="reference-pending" aria-busy="true" />
    return <ShortId id={value} label={label} />
  }
  const called = itemLabel(index.kind, item)
  // an item people know by no name (a rack) is called by its id, shortened as ids are
  const name = called === String(fieldValue(item, 'id')) ? <ShortIdText id={called} /> : called
  const to = routePath(routeOfKind(kind, 'detail'), itemParams(index.kind, item, params))
  // a long name is cut, never widening its table, with the whole in its title
  const shown =
    typeof name === 'string' ? (
      <span className="cell-truncate" title={name}>
        {name}
      </span>
    ) : (
      name
    )
  return to ? <Link to={to}>{shown}</Link> : <span>{shown}</span>
}
