import type { RJSFValidationError } from '@rjsf/utils'

/**
 * ajv speaks to developers ("must have required property 'name'", "must be >= 1"); a form
 * speaks to operators. The spec gives texts for its own rules only (§5), so these are ours.
 */
export function plainMessage(error: RJSFValidationError): string | undefined {
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
    case 'type':
      return params.type === 'integer' ? 'Must be a whole number' : undefined
    case 'enum':
      return 'Choose one of the options'
    case 'minItems':
      return limit === 1 ? 'Add at least one' : `Add at least ${String(limit)}`
    default:
      return undefined
  }
}

/** the error with its message (and the stack rjsf lists) in plain words, when we have them */
export function withPlainMessage(error: RJSFValidationError): RJSFValidationError {
  const message = plainMessage(error)
  return message === undefined ? error : { ...error, message, stack: message }
}
