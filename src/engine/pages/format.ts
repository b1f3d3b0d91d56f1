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
const dateFormat = made(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
)

/** makes the formatters of every list's cells (sizes, counts, dates) now */
export function prepareFormats(): void {
  twoDecimals()
  dateFormat()
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

/** Numbers to at most two decimals, compact above one million (spec §9). */
export function formatNumber(value: number): string {
  return Math.abs(value) > 1_000_000 ? compact().format(value) : twoDecimals().format(value)
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

/** Keeps both ends of a long id visible: "1a570000…000000000001". */
export function middleTruncate(text: string, max = 16): string {
  if (text.length <= max) return text
  const keep = Math.floor((max - 1) / 2)
  return `${text.slice(0, keep)}…${text.slice(text.length - keep)}`
}
