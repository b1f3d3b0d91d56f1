import { hashForSchema, type RJSFSchema } from '@rjsf/utils'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js'
import { dereferencedSchema } from '../../contract/dereferenced-schema'

/**
 * rjsf's precompiled validator, finding a variant's function also by the hash of the variant
 * with its references resolved (codegen files each function under both): rjsf resolves a
 * variant's references only partly, and not always as far at run time as when codegen asked.
 */
class FormValidator extends AJV8PrecompiledValidator {
  override getValidator(schema: RJSFSchema) {
    const direct = this.validateFns[schema.$id ?? hashForSchema(schema)]
    if (direct) return direct
    const resolved = dereferencedSchema(schema, this.rootSchema.definitions) as RJSFSchema
    return this.validateFns[hashForSchema(resolved)] ?? super.getValidator(schema)
  }
}

/**
 * A form's validator from the functions codegen compiled for its schema (with the platform's
 * formats and discriminated unions): nothing is compiled in the browser, so the console runs
 * under a Content-Security-Policy without 'unsafe-eval'. `schema` must be the one they were
 * compiled from; rjsf refuses another.
 */
export function precompiledValidator(validators: ValidatorFunctions, schema: RJSFSchema) {
  return new FormValidator(validators, schema)
}
