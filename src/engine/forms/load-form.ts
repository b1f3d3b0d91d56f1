import type { ValidatorType } from '@rjsf/utils'
import { consoleParts } from '../console/parts'
import type { FormJson } from './form-json'
import { formValidator } from './validator'

/** A form as the panel renders it: its schemas and the validator that checks it. */
export type LoadedForm = FormJson & { validator: ValidatorType }

/** One form, from the loader the app handed to the console. */
export async function loadForm(id: string): Promise<LoadedForm> {
  const form = await consoleParts().loadForm(id)
  return { ...form, validator: formValidator(form.schema, form.validators) }
}
