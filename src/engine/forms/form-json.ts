import type { RJSFSchema, UiSchema } from '@rjsf/utils'

/** One generated form file: `src/generated/forms/<form id>.json`. */
export interface FormJson {
  /** the request body schema, with its `definitions` */
  schema: RJSFSchema
  uiSchema: UiSchema
}

/**
 * Marks, on an object schema, the properties the API requires but accepts as null: the form
 * leaves them optional and sends an explicit null when they are left empty.
 */
export const NULL_WHEN_EMPTY = 'x-null-when-empty'
