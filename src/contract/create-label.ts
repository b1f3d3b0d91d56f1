import type { KindDef } from './registry'

/**
 * What the link to a kind's create form says: "New project", or "Add member" where the form
 * adds something to a collection: one that names it in the path, or one whose title says Add
 * ("Add IP range"), so the link and the form it opens use one word for the action.
 */
export function createLabel(kind: KindDef): string {
  const form = kind.forms.create
  const adds = form?.pathInputs !== undefined || form?.title.startsWith('Add ') === true
  return `${adds ? 'Add' : 'New'} ${kind.singular}`
}
