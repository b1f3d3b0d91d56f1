import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils'
import type { ApiError } from '../data/errors'

/** Where a failed submit shows: always the footer; a name clash also on the name field. */
export function fieldErrorsFor(error: ApiError, schemaHasName: boolean): ErrorSchema | undefined {
  if (error.errorCode !== 'ObjectAlreadyExists' || !schemaHasName) return undefined
  return new ErrorSchemaBuilder().addErrors(error.message, 'name').ErrorSchema
}
