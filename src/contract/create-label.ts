import type { KindDef } from './registry'

/**
 * What the link to a kind's create form says: "New project", or "Add member" where the form
 * adds something that exists already to a collection (it names it in the path).
 */
export function createLabel(kind: KindDef): string {
  return `${kind.forms.create?.pathInputs ? 'Add' : 'New'} ${kind.singular}`
}
