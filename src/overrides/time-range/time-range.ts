/**
 * A chart page's time window as the URL keeps it, so that Back and a shared link bring the same
 * charts back: `?range=360` for a preset (minutes), `?start=…&end=…` (ISO times) for a custom
 * window. Other parameters of the link (a vCPU state, a scope) are kept as they are.
 */

const minuteMs = 60_000

export type TimeRange = { minutes: number } | { start: Date; end: Date }

/** a preset window: "Last hour" is 60 minutes */
export interface RangePreset {
  label: string
  minutes: number
}

/** the range a link names: its custom window, else its preset, else the page's default */
export function readRange(
  params: URLSearchParams,
  presets: readonly RangePreset[],
  fallback: number = presets[0]?.minutes ?? 60,
): TimeRange {
  const start = params.get('start')
  const end = params.get('end')
  if (start !== null && end !== null) return { start: new Date(start), end: new Date(end) }
  const minutes = Number(params.get('range'))
  const preset = presets.find((range) => range.minutes === minutes)
  return { minutes: preset?.minutes ?? fallback }
}

/** the same parameters with the range replaced, the state kept */
export function withRange(params: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of ['range', 'start', 'end']) next.delete(key)
  if ('minutes' in range) next.set('range', String(range.minutes))
  else {
    next.set('start', range.start.toISOString())
    next.set('end', range.end.toISOString())
  }
  return next
}

/**
 * The window a range stands for. A preset ends at the last whole minute, so its query (and
 * cache key) changes once a minute at most, and the charts of a tab share one window.
 */
export function windowOf(range: TimeRange, now: number): { start: Date; end: Date } {
  if (!('minutes' in range)) return range
  const end = new Date(Math.floor(now / minuteMs) * minuteMs)
  return { start: new Date(end.getTime() - range.minutes * minuteMs), end }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** a date as a `datetime-local` input's value, in the browser's time zone, to the minute */
export function toLocalInput(date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
