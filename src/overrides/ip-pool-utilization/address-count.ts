/**
 * Address counts, which the API sends as floating-point numbers because IPv6 pools can hold
 * more than 2^64 addresses. They are whole numbers, so they are printed as integers in the
 * browser's locale (every digit, "18,446,744,073,709,551,616", never "1.8e19").
 */
let whole: Intl.NumberFormat | undefined

// made on first use: this module loads with every page (the pool list's cell), and the first
// formatter a page makes loads the locale data, before the first list's call (format.ts)
export const formatAddressCount = (count: number) =>
  (whole ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 })).format(
    BigInt(Math.round(count)),
  )

/** the share of the pool handed out, in percent; a share below 1% still shows as "< 1%" */
export function allocatedShare(capacity: number, remaining: number): string {
  if (capacity <= 0) return '0%'
  const percent = ((capacity - remaining) / capacity) * 100
  if (percent > 0 && percent < 1) return '< 1%'
  return `${Math.round(percent)}%`
}
