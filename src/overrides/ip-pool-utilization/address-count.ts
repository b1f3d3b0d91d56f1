/**
 * Address counts come as floating-point numbers (an IPv6 pool can hold more than 2^64
 * addresses); they print with the console's number formatter, compact past a million
 * (`NumberText`), and their share as a percentage here.
 */

/** the share of the pool handed out, in percent; a share below 1% still shows as "< 1%" */
export function allocatedShare(capacity: number, remaining: number): string {
  if (capacity <= 0) return '0%'
  const percent = ((capacity - remaining) / capacity) * 100
  if (percent > 0 && percent < 1) return '< 1%'
  return `${Math.round(percent)}%`
}
