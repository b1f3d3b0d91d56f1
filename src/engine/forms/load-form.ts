import type { ValidatorType } from '@rjsf/utils'
import { consoleParts } from '../console/parts'
import type { FormJson } from './form-json'
import { precompiledValidator } from './validator'

/** A form as the panel renders it: its schemas and the validator that checks it. */
export type LoadedForm = Omit<FormJson, 'validators'> & { validator: ValidatorType }

/** One form, from the loader the app handed to the console. */
export async function loadForm(id: string): Promise<LoadedForm> {
  const { validators, ...form } = await consoleParts().loadForm(id)
  if (validators !== null) {
    return { ...form, validator: precompiledValidator(validators, form.schema) }
  }
  // compiled here, which a policy without 'unsafe-eval' forbids: only a foreign document's form
  // that codegen could not compile comes this way, and the codegen said so when it ran
  const { default: validator } = await import('@rjsf/validator-ajv8')
  return { ...form, validator }
}
