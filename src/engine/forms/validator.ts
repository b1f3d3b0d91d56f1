import {
  ID_KEY,
  JUNK_OPTION_ID,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils'
// rjsf's own step from ajv-shaped errors to its error list and error schema (titles from the
// uiSchema, the custom rules merged); it needs @rjsf/utils only, not ajv
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js'
import { schemaErrors, type SchemaError } from '../../contract/schema-check'

type FormData = unknown

/**
 * The one validator of every form: the form's schema interpreted as it stands (the platform's
 * formats, discriminated unions, all errors), so nothing is compiled, in codegen or in the
 * browser, and the console runs under a Content-Security-Policy without 'unsafe-eval'. Its
 * errors have ajv's shape, which rjsf and the console's plain messages read.
 */
export class FormValidator implements ValidatorType<FormData> {
  /** the form's schema: the definitions a union's variant names (`#/definitions/X`) live there */
  constructor(private readonly rootSchema: RJSFSchema) {}

  rawValidation<Result = SchemaError>(schema: RJSFSchema, formData?: FormData) {
    try {
      const errors = schemaErrors(schema, formData, { root: this.rootSchema, allErrors: true })
      return { errors: errors as Result[] }
    } catch (error) {
      // a schema the interpreter cannot read (a foreign document's pattern no browser parses)
      return { validationError: error instanceof Error ? error : new Error(String(error)) }
    }
  }

  validateFormData(
    formData: FormData,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData>,
    transformErrors?: ErrorTransformer<FormData>,
    uiSchema?: UiSchema<FormData>,
  ): ValidationData<FormData> {
    const raw = this.rawValidation(schema, formData)
    return processRawValidationErrors(
      this,
      raw as never,
      formData,
      schema,
      customValidate,
      transformErrors,
      uiSchema,
    )
  }

  /** rjsf asks which variant of a union the data matches, with the form's schema as root */
  isValid(schema: RJSFSchema, formData: FormData, rootSchema: RJSFSchema): boolean {
    if (schema[ID_KEY] === JUNK_OPTION_ID) return false
    try {
      return schemaErrors(schema, formData, { root: rootSchema, allErrors: false }).length === 0
    } catch {
      return false
    }
  }
}

/** the validator of a form whose schema (with its definitions) is `schema` */
export function formValidator(schema: RJSFSchema): ValidatorType<FormData> {
  return new FormValidator(schema)
}
