import type { RJSFSchema, UiSchema } from '@rjsf/utils'

/**
 * One generated form: `src/generated/forms/<form id>.json`, the schema and uiSchema codegen
 * prepared for rjsf. The browser checks the data against that schema as it stands
 * (validator.ts); nothing is compiled for it.
 */
export interface FormJson {
  /** the request body schema, with its `definitions` */
  schema: RJSFSchema
  uiSchema: UiSchema
}
