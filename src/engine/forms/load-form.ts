import type { FormJson } from './form-json'

// one lazy chunk per form: a page downloads only the schema it renders
const forms = import.meta.glob<{ default: FormJson }>('../../generated/forms/*.json')

export async function loadForm(id: string): Promise<FormJson> {
  const load = forms[`../../generated/forms/${id}.json`]
  if (!load) throw new Error(`No generated form "${id}"`)
  return (await load()).default
}
