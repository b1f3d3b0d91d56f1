import type { ReactNode } from 'react'
import { formatDate, shortenIds } from './format'
import { humanizeWord as humanize } from './words'

const EMPTY = '—'

const NAME_KEYS = ['name', 'displayName', 'title', 'label']

const isScalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/**
 * A structured value in words: a tagged union as its variant and value ("Subnet default",
 * "IP net 10.0.0.0/24"), an object as "Key value" pairs, never JSON.
 */
export function readableText(value: unknown, whole = false): string {
  if (value === null || value === undefined || value === '') return EMPTY
  // an id inside a value (a policy's role assignment names its identity by id, a tag's last
  // tagged resource by its address) reads short, as ids do in their own columns; the tooltip
  // has it whole
  if (typeof value === 'string' && !whole) return shortenIds(value)
  if (isScalar(value)) return String(value)
  // the client reads the document's date-times as dates
  if (value instanceof Date) return formatDate(value)
  if (Array.isArray(value)) {
    return value.length === 0 ? EMPTY : value.map((item) => readableText(item, whole)).join(', ')
  }
  if (typeof value !== 'object') return EMPTY
  const record = value as Record<string, unknown>
  const entries = Object.entries(record).filter(([, inner]) => inner != null && inner !== '')
  // a resource embedded whole (a server's datacenter, image, type) is known by its name; the
  // tooltip still has every field
  const name = NAME_KEYS.map((key) => record[key]).find((v) => typeof v === 'string' && v !== '')
  if (!whole && typeof name === 'string' && entries.length > 2) return name
  const tag = entries.find(([key, inner]) => (key === 'type' || key === 'kind') && isScalar(inner))
  const rest = entries.filter((entry) => entry !== tag)
  const tagText = tag ? humanize(String(tag[1])) : undefined
  // `{type, value}` is the platform's usual union shape: the variant, then its value
  const [only] = rest
  if (tagText !== undefined && rest.length === 1 && only) {
    return `${tagText} ${readableText(only[1], whole)}`
  }
  const pairs = rest.map(([key, inner]) => `${humanize(key)} ${readableText(inner, whole)}`)
  return [tagText, ...pairs].filter(Boolean).join(', ') || EMPTY
}

/**
 * A value the registry gives no type for (lists, objects, unions): scalars in an array as
 * chips, anything else as readable text, cut with an ellipsis and whole in its tooltip. The
 * text is marked `data-verbatim`: readableText writes no JSON itself, so any JSON in it is a
 * string the API answered with (a health check's expected body, `{"status": "ok"}`), data
 * to show as it came; the browser tests' guard tells it apart from a dump by this mark.
 */
export function ReadableValue({ value }: { value: unknown }): ReactNode {
  if (Array.isArray(value) && value.length > 0 && value.every(isScalar)) {
    return (
      <span className="chip-list">
        {value.map((item, index) => (
          <span key={index} className="chip">
            {String(item)}
          </span>
        ))}
      </span>
    )
  }
  const text = readableText(value)
  const whole = readableText(value, true)
  return (
    <span
      className="cell-truncate cell-fits cell-words"
      title={whole === EMPTY ? undefined : whole}
      data-verbatim=""
    >
      {text}
    </span>
  )
}
