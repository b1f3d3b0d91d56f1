/**
 * Which point of a chart the read-out names when the arrow keys move it. Kept apart from the
 * canvas so the keyboard rules can be tested without a browser.
 */

const PAGE = 10

/**
 * The point a key moves to from `index` among `count` points, or undefined when the key is not
 * one of the chart's. With no point chosen yet every key starts at the latest point, the one
 * the summary calls "last".
 */
export function stepPoint(
  key: string,
  index: number | undefined,
  count: number,
): number | undefined {
  if (count === 0) return undefined
  const last = count - 1
  const clamp = (i: number) => Math.min(Math.max(i, 0), last)
  const moves: Record<string, (from: number) => number> = {
    ArrowLeft: (from) => from - 1,
    ArrowDown: (from) => from - 1,
    ArrowRight: (from) => from + 1,
    ArrowUp: (from) => from + 1,
    PageUp: (from) => from - PAGE,
    PageDown: (from) => from + PAGE,
    Home: () => 0,
    End: () => last,
  }
  const move = moves[key]
  if (!move) return undefined
  return index === undefined ? last : clamp(move(index))
}
