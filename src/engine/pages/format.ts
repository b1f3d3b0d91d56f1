const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const

/**
 * A formatter made on first use. The first one a page makes loads the browser's locale data
 * (ICU), tens of milliseconds on a slow machine: made as the module loads, they delayed the
 * first list's call by as much. `prepareFormats` makes the common ones while that call's answer
 * is on its way.
 */
function made<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

const twoDecimals = made(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }))
const compact = made(
  () => new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 2 }),
)
// the locale's compact words stop at trillions ("18,446,744.07T"): past them, powers of ten
const scientific = made(
  () => new Intl.NumberFormat(undefined, { notation: 'scientific', maximumFractionDigits: 2 }),
)
// a float past 2^53 holds about 15 good digits: the full figure shows those, then zeros
const whole = made(() => new Intl.NumberFormat(undefined, { maximumSignificantDigits: 15 }))
const dateFormat = made(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
)

const timeFormat = made(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }))

/** makes the formatters of every list's cells (sizes, counts, dates) now */
export function prepareFormats(): void {
  twoDecimals()
  dateFormat()
  timeFormat()
}

/** Bytes in 1024 units up to TiB, at most two decimals: 1610612736 → "1.5 GiB". */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${twoDecimals().format(value)} ${BYTE_UNITS[unit]}`
}

/** Above this a number reads compact (spec §9: "compact over one million"). */
const COMPACT_ABOVE = 1_000_000
/** Past this the locale's compact words run out (trillions). */
const SCIENTIFIC_FROM = 1e15

/**
 * The console's one number formatter (spec §9): at most two decimals, compact over one million
 * ("1.23M", "4.29B"), and in powers of ten past the trillions ("1.84E19", an IPv6 pool's
 * addresses). Quantities only: a number that names (a priority, an ASN) is printed as it is.
 */
export function formatNumber(value: number): string {
  const size = Math.abs(value)
  if (size >= SCIENTIFIC_FROM) return scientific().format(value)
  if (size > COMPACT_ABOVE) return compact().format(value)
  return twoDecimals().format(value)
}

/**
 * The full figure behind a compact number, for its tooltip ("1,234,567"); undefined when the
 * number is shown whole already.
 */
export function fullNumber(value: number): string | undefined {
  return Math.abs(value) > COMPACT_ABOVE ? whole().format(value) : undefined
}

/** Responses carry dates as Date objects (the client converts them); strings are accepted too. */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? undefined : date
  }
  return undefined
}

export function formatDate(date: Date): string {
  return dateFormat().format(date)
}

/** the hour alone, as formatDate ends with it ("5:05 PM") */
export function formatTime(date: Date): string {
  return timeFormat().format(date)
}

/** How long a shortened id reads: six characters at each end, "51ed00…000001". */
const SHORT_ID = 13

/**
 * Keeps both ends of a long id visible: "51ed00…000001". Every shortened id on screen (cells,
 * references, headings, crumbs, tab titles) is cut by this one rule, so an id reads alike
 * wherever it appears.
 */
export function shortId(text: string): string {
  if (text.length <= SHORT_ID) return text
  const keep = Math.floor((SHORT_ID - 1) / 2)
  return `${text.slice(0, keep)}…${text.slice(text.length - keep)}`
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** Whether a text holds an id somewhere in it (a URN `do:vpc:<id>`, an API address). */
export const holdsId = (text: string) => text.search(UUID_IN_TEXT) !== -1

/**
 * A text with every id in it shortened by the one rule (`do:vpc:5a4981…2042e4`): an id reads
 * alike inside a value and in its own column; where the text is shown, its whole is at hand
 * (a tooltip, a copy button).
 */
export function shortenIds(text: string): string {
  return text.replace(UUID_IN_TEXT, (id) => shortId(id))
}
