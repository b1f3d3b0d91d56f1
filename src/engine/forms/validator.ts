import {
  hashForSchema,
  ID_KEY,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils'
// the precompiled validator's own module, not the package index: the index brings ajv's
// compiler, which a form never needs (its checks were compiled by codegen) and whose
// `new Function` a strict Content-Security-Policy forbids
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js'
// rjsf's own step from ajv's errors to its error list and error schema; @rjsf/utils only
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js'

type FormData = unknown

function asJson(data: FormData): FormData {
  return data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as FormData)
}

export type { ValidatorFunctions }

const BOUNDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'])

/**
 * A sized integer out of the document's own bound (-1 for a `uint16` with `minimum: 0`) fails
 * that bound and its format's range both; the bound says it more exactly, so the format's
 * failure at the same value is left out.
 */
function withoutRangeFormats<Result>(errors: Result[]): Result[] {
  const shaped = errors as { keyword?: string; instancePath?: string }[]
  const bounded = new Set(
    shaped.filter((error) => BOUNDS.has(error.keyword ?? '')).map((error) => error.instancePath),
  )
  return errors.filter((_error, index) => {
    const error = shaped[index]!
    return !(error.keyword === 'format' && bounded.has(error.instancePath))
  })
}

/**
 * A form whose schema ajv could not compile (codegen named it): every value passes here, and
 * the API's 400 says what is wrong when the form is sent.
 */
class UncheckedValidator implements ValidatorType<FormData> {
  rawValidation<Result = unknown>(): { errors?: Result[] } {
    return {}
  }

  validateFormData(
    formData: FormData,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData>,
    transformErrors?: ErrorTransformer<FormData>,
    uiSchema?: UiSchema<FormData>,
  ): ValidationData<FormData> {
    return processRawValidationErrors(
      this,
      {},
      formData,
      schema,
      customValidate,
      transformErrors,
      uiSchema,
    )
  }

  /** which variant of a union the data is: the first, as nothing can be checked */
  isValid(): boolean {
    return false
  }
}

/**
 * The validator of a form: rjsf's precompiled ajv validator, running the checks codegen
 * compiled for this form's schema and each part of it rjsf asks about (a union's variants).
 * The errors keep ajv's shape; the console's catalogue words them (validation/plain-errors.ts).
 */
export function formValidator(
  schema: RJSFSchema,
  functions: ValidatorFunctions | undefined,
): ValidatorType<FormData> {
  const key = schema[ID_KEY] ?? hashForSchema(schema)
  if (functions?.[key] === undefined) return new UncheckedValidator()
  const validator = createPrecompiledValidator<FormData>(functions, schema)
  const rawValidation = validator.rawValidation.bind(validator)
  // checked as it is sent: a field rjsf left `undefined` (an emptied input) is absent
  validator.rawValidation = <Result>(part: RJSFSchema, data?: FormData) => {
    const { errors, validationError } = rawValidation<Result>(part, asJson(data))
    return { errors: errors && withoutRangeFormats(errors), validationError }
  }
  const isValid = validator.isValid.bind(validator)
  // a part codegen did not meet (rjsf resolved it with data only a person types) is not
  // a match, rather than an error that would take the form down
  validator.isValid = (part, data, root) => {
    try {
      return isValid(part, asJson(data), root)
    } catch {
      return false
    }
  }
  return validator
}
