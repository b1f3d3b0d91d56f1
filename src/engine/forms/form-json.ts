import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'

/**
 * One generated form: `src/generated/forms/<form id>.json` (the schema and uiSchema codegen
 * prepared for rjsf) and `<form id>.validators.ts` beside it (the validators ajv compiled from
 * that schema at codegen time, so no schema is compiled in the browser).
 */
export interface FormJson {
  /** the request body schema, with its `definitions` */
  schema: RJSFSchema
  uiSchema: UiSchema
  /**
   * by schema id or hash, as rjsf's precompiled validator looks them up; null where codegen
   * could not compile the schema (a foreign document's odd one): ajv compiles it in the browser
   */
  validators: ValidatorFunctions | null
}
