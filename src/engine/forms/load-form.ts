import { consoleParts } from '../console/parts'
import type { FormJson } from './form-json'

/** One form's schema, from the loader the app handed to the console. */
export function loadForm(id: string): Promise<FormJson> {
  return consoleParts().loadForm(id)
}
