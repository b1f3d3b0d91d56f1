import { isUuid } from '../data/params'
import { shortId } from './format'

/** An id shortened as ids are shown, monospaced, whole in its tooltip. */
export function ShortIdText({ id }: { id: string }) {
  return (
    <span className="mono" title={id}>
      {shortId(id)}
    </span>
  )
}

/**
 * An item's name where people read it, in a heading or a crumb: an item known only by its id
 * (a sled, a support bundle) shows the id shortened, never whole.
 */
export function ItemTitle({ label }: { label: string }) {
  return isUuid(label) ? <ShortIdText id={label} /> : label
}
