import { messages } from './messages'

/** The platform's limit on a resource name's length (spec §9). */
export const MAX_NAME_LENGTH = 63

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A resource name: at most 63 characters, a lowercase letter first, then letters, digits and
 * hyphens, not ending in a hyphen, and not a UUID (the API tells names and ids apart by that).
 * An empty name is left to the field's required rule.
 */
export function validateName(value: string): string | undefined {
  if (value === '') return undefined
  if (value.length > MAX_NAME_LENGTH) return messages.nameTooLong
  if (!/^[a-z]/.test(value)) return messages.nameStart
  if (!/^[a-zA-Z0-9-]*$/.test(value)) return messages.nameCharacters
  if (value.endsWith('-')) return messages.nameEnd
  if (UUID.test(value)) return messages.nameUuid
  return undefined
}
