import type { ColumnDef } from '../../contract'
import { humanizeWord } from './words'

/**
 * The properties of an answer whose shape the document leaves open (a switch port's link
 * status, "its shape depends on the switch software"): each field it has, by its own name and
 * read as its value reads, a word as a badge, anything structured in words, never as JSON.
 */
export function answerFields(data: unknown): ColumnDef[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return []
  return Object.entries(data as Record<string, unknown>).map(([field, value]) => ({
    field,
    header: humanizeWord(field),
    type: typeOf(value),
  }))
}

function typeOf(value: unknown): ColumnDef['type'] {
  if (typeof value === 'number') return 'number'
  if (typeof value === 'boolean') return 'boolean'
  // a single wire word (`up`, `rs`) is one of the switch's states or modes
  if (typeof value === 'string') return /^[a-z0-9_]+$/.test(value) ? 'enum' : 'text'
  return 'json'
}
