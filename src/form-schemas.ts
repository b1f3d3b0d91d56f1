// Every generated form's schema and uiSchema, loaded together with the first form opened: they
// share most of their definitions, so one chunk of all of them is a third of their sum apart,
// and the shell keeps one loader instead of one per form.
import type { FormJson } from './engine/forms/form-json'

const forms = import.meta.glob<FormJson>('./generated/forms/*.json', {
  eager: true,
  import: 'default',
})

/** the generated form `id` (`project-create`), or undefined when codegen made none */
export function generatedForm(id: string): FormJson | undefined {
  return forms[`./generated/forms/${id}.json`]
}
