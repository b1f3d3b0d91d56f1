import type { RJSFValidationError } from '@rjsf/utils'
import { messages } from './messages'

/** the sized integer formats' ranges, in words an operator reads */
const integerRanges: Record<string, string> = {
  uint8: '0 to 255',
  uint16: '0 to 65535',
  uint32: '0 to 4294967295',
  int8: '-128 to 127',
  int16: '-32768 to 32767',
  int32: '-2147483648 to 2147483647',
}

/** what a value of a format is, for "Not a valid …"; never the format's own name */
function formatMessage(format: unknown): string {
  if (typeof format !== 'string') return 'Not a valid value'
  const range = integerRanges[format]
  if (range) return `Must be a whole number from ${range}`
  if (/^u?int\d*$/.test(format)) return 'Must be a whole number in range'
  switch (format) {
    // spec §5: one text for every IP field, whatever its family
    case 'ip':
    case 'ipv4':
    case 'ipv6':
      return messages.ip
    case 'ip-net':
    case 'ipv4-net':
    case 'ipv6-net':
      return messages.ipNet
    case 'uuid':
      return 'Not a valid ID'
    case 'date-time':
    case 'date':
      return 'Not a valid date'
    case 'uri':
    case 'url':
      return 'Not a valid URL'
    case 'email':
      return 'Not a valid email address'
    case 'byte':
      return 'Not valid base64 text'
    case 'hostname':
      return 'Not a valid host name'
    default:
      return 'Not a valid value'
  }
}

/**
 * The schema checker speaks ajv's words, to developers ("must have required property 'name'",
 * "must match pattern ^…$", "must match format uint64"); a form speaks to operators. The spec gives texts for its own
 * rules only (§5), so these are ours. Every keyword gets words: no regex, format name or schema
 * keyword ever reaches a person.
 */
export function plainMessage(error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>
  const limit = params.limit
  switch (error.name) {
    case 'required':
      return 'Required'
    case 'minLength':
      return limit === 1 ? 'Required' : `Must be at least ${String(limit)} characters`
    case 'maxLength':
      return `Must be ${String(limit)} characters or fewer`
    case 'minimum':
      return `Must be at least ${String(limit)}`
    case 'maximum':
      return `Must be at most ${String(limit)}`
    case 'exclusiveMinimum':
      return `Must be more than ${String(limit)}`
    case 'exclusiveMaximum':
      return `Must be less than ${String(limit)}`
    case 'multipleOf':
      return `Must be a multiple of ${String(params.multipleOf)}`
    case 'type':
      if (params.type === 'integer') return 'Must be a whole number'
      if (params.type === 'number') return 'Must be a number'
      return 'Not a valid value'
    case 'format':
      return formatMessage(params.format)
    case 'pattern':
      return 'Not in the expected form'
    case 'enum':
    case 'const':
      return 'Choose one of the options'
    case 'oneOf':
    case 'anyOf':
    case 'discriminator':
      return 'Choose one of the options and fill it in'
    case 'minItems':
      return limit === 1 ? 'Add at least one' : `Add at least ${String(limit)}`
    case 'maxItems':
      return `Add at most ${String(limit)}`
    case 'uniqueItems':
      return messages.unique
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Not a field of this form'
    default:
      return 'Not a valid value'
  }
}

/** the error with its message (and the stack rjsf lists) in plain words */
export function withPlainMessage(error: RJSFValidationError): RJSFValidationError {
  const message = plainMessage(error)
  return { ...error, message, stack: message }
}
