import { messages } from './messages'

const PORT_RANGE = /^(\d{1,5})(?:-(\d{1,5}))?$/

/** A port (`22`) or an inclusive range (`8000-8080`), as its two ends; undefined if malformed. */
export function parsePortRange(value: string): { start: number; end: number } | undefined {
  const match = PORT_RANGE.exec(value)
  if (!match) return undefined
  const start = Number(match[1])
  return { start, end: match[2] === undefined ? start : Number(match[2]) }
}

/** spec §5: one to five digits, optionally a hyphen and one to five more; end not below start. */
export function validatePortRange(value: string): string | undefined {
  const range = parsePortRange(value.trim())
  if (!range) return messages.portRange
  return range.end < range.start ? messages.portRangeOrder : undefined
}
