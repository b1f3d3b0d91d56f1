import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { ValidatorFunctions } from './validator'

/**
 * One generated form: `src/generated/forms/<form id>.json`, the schema and uiSchema codegen
 * prepared for rjsf, with the checks codegen compiled from that schema
 * (`src/generated/validators/forms/<form id>.ts`).
 */
export interface FormJson {
  /** the request body schema, with its `definitions` */
  schema: RJSFSchema
  uiSchema: UiSchema
  /** ajv's compiled checks, by rjsf's key of each schema; none when ajv could not compile it */
  validators?: ValidatorFunctions
}
