// a schema failure as the platform's parsers word it
import type { CheckError } from '../inputs.ts'
import { invalidValue } from '../errors.ts'

/** one short reason, in the words of the platform's body parser */
export function describeError(error: CheckError): string {
  const where = error.instancePath ? `${error.instancePath.slice(1).replaceAll('/', '.')}: ` : ''
  if (error.keyword === 'required')
    return `${where}missing field \`${String(error.params.missingProperty)}\``
  if (error.keyword === 'additionalProperties') {
    return `${where}unknown field \`${String(error.params.additionalProperty)}\``
  }
  return `${where}${error.message ?? 'must be valid'}`
}

/** the platform's 400 for a body that breaks its schema, from its first failure */
export function invalidBody(first: CheckError) {
  return invalidValue(`unable to parse JSON body: ${describeError(first)}`)
}
