// ajv's first error as the platform's parsers word it, for the run-time and precompiled checks
import type { ErrorObject } from 'ajv'
import { invalidValue } from '../errors.ts'

/** one short reason, in the words of the platform's body parser */
export function describeError(error: ErrorObject): string {
  const where = error.instancePath ? `${error.instancePath.slice(1).replaceAll('/', '.')}: ` : ''
  if (error.keyword === 'required')
    return `${where}missing field \`${String(error.params.missingProperty)}\``
  if (error.keyword === 'additionalProperties') {
    return `${where}unknown field \`${String(error.params.additionalProperty)}\``
  }
  return `${where}${error.message ?? 'invalid value'}`
}

/** the platform's 400 for a body that breaks its schema, from ajv's first error */
export function invalidBody(first: ErrorObject | undefined) {
  return invalidValue(`unable to parse JSON body: ${first ? describeError(first) : 'invalid body'}`)
}
