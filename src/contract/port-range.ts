// The platform's rule on a port filter (`22`, `8000-8080`): each end a port from 1 to 65535, the
// end not below the start. One declaration, read by the firewall form (its field message) and by
// the mock (its 400), so the two can never disagree on what a port is.

export const PORT_MIN = 1
export const PORT_MAX = 65535

const PORT_RANGE = /^(\d{1,5})(?:-(\d{1,5}))?$/

/** A port (`22`) or an inclusive range (`8000-8080`), as its two ends; undefined if malformed. */
export function parsePortRange(value: string): { start: number; end: number } | undefined {
  const match = PORT_RANGE.exec(value)
  if (!match) return undefined
  const start = Number(match[1])
  return { start, end: match[2] === undefined ? start : Number(match[2]) }
}

/** what is wrong with a port filter: its shape, a port out of 1–65535, or its order */
export type PortRangeProblem = 'malformed' | 'out-of-range' | 'reversed'

export function portRangeProblem(value: string): PortRangeProblem | undefined {
  const range = parsePortRange(value)
  if (!range) return 'malformed'
  const inBounds = (port: number) => port >= PORT_MIN && port <= PORT_MAX
  if (!inBounds(range.start) || !inBounds(range.end)) return 'out-of-range'
  return range.end < range.start ? 'reversed' : undefined
}
