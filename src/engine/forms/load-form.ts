import type { ValidatorType } from '@rjsf/utils'
import { consoleParts } from '../console/parts'
import type { FormJson } from './form-json'

/** A form as the panel renders it: with ajv's run-time validator where codegen compiled none. */
export type LoadedForm = FormJson & { runTimeValidator?: ValidatorType }

/** One form's schema, from the loader the app handed to the console. */
export async function loadForm(id: string): Promise<LoadedForm> {
  const form = await consoleParts().loadForm(id)
  if (form.validators !== null) return form
  // compiled here, which a policy without 'unsafe-eval' forbids: only a foreign document's form
  // that codegen could not compile comes this way, and the codegen said so when it ran
  const { default: runTimeValidator } = await import('@rjsf/validator-ajv8')
  return { ...form, runTimeValidator }
}
