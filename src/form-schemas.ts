// Every generated form's schema and uiSchema, loaded together with the first form opened: they
// share most of their definitions, so one chunk of all of them is a third of their sum apart,
// and the shell keeps one loader instead of one per form. A form's compiled checks load on
// their own, when that form opens (the definitions they share come along once, with the first).
import type { FormJson } from './engine/forms/form-json'
import type { ValidatorFunctions } from './engine/forms/validator'

const forms = import.meta.glob<Omit<FormJson, 'validators'>>('./generated/forms/*.json', {
  eager: true,
  import: 'default',
})

const checks = import.meta.glob<ValidatorFunctions>('./generated/validators/forms/*.ts', {
  import: 'validators',
})

/** the generated form `id` (`project-create`) with its checks, or undefined when codegen made none */
export async function generatedForm(id: string): Promise<FormJson | undefined> {
  const form = forms[`./generated/forms/${id}.json`]
  if (!form) return undefined
  const load = checks[`./generated/validators/forms/${id}.ts`]
  return { ...form, validators: load ? await load() : undefined }
}
