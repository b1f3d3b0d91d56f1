// A kind's default forms and actions, from its operations alone: a create or update that
// takes fields gets a form, a POST on the item's own path is an action, delete comes last.
import type { ActionDef, FormDef, KindDef } from '../../src/contract/index.ts'
import { humanize, kebabCase, snakeCase } from '../util/names.ts'
import type { Document } from '../util/openapi.ts'
import type { Group } from './group.ts'
import { takesFields, type OperationInfo } from './operations.ts'
import { propertiesOf } from './schemas.ts'

/** a form's default title and submit label: "Create disk", "Update disk", "Add member" */
export function formTexts(verb: 'create' | 'update' | 'add', label: string) {
  if (verb === 'update') return { title: `Edit ${label}`, submitLabel: `Update ${label}` }
  const word = verb === 'add' ? 'Add' : 'Create'
  return { title: `${word} ${label}`, submitLabel: `${word} ${label}` }
}

export function defaultForms(
  document: Document,
  key: string,
  label: string,
  group: Group,
): KindDef['forms'] {
  const forms: KindDef['forms'] = {}
  const create = group.ops.create
  if (create !== undefined && takesFields(create.ref)) {
    forms.create = formDef(document, `${kebabCase(key)}-create`, create, formTexts('create', label))
  } else if (create !== undefined && create.ref.body === undefined) {
    // no body: the new item is named in the path (`…/members/instance/{instance}`), so the
    // form asks for what the list's path does not give; such a create adds an existing thing
    const listParams = group.ops.list?.ref.pathParams ?? []
    const pathInputs = create.ref.pathParams.filter((param) => !listParams.includes(param))
    if (pathInputs.length > 0) {
      forms.create = {
        id: `${kebabCase(key)}-create`,
        operation: create.ref.id,
        ...formTexts('add', label),
        order: pathInputs,
        hidden: [],
        pathInputs,
      }
    }
  }
  const update = group.ops.update
  if (update !== undefined && takesFields(update.ref)) {
    forms.update = formDef(document, `${kebabCase(key)}-update`, update, formTexts('update', label))
  }
  return forms
}

function formDef(
  document: Document,
  id: string,
  op: OperationInfo,
  texts: { title: string; submitLabel: string },
): FormDef {
  const fields = Object.keys(propertiesOf(document, op.bodySchema))
  return {
    id,
    operation: op.ref.id,
    ...texts,
    order: ['name', 'description'].filter((field) => fields.includes(field)),
    hidden: [],
  }
}

/** POSTs on an item's own path (`/instances/{instance}/start`) are its actions; delete last. */
export function defaultActions(key: string, group: Group): ActionDef[] {
  const itemPath = (group.ops.view ?? group.ops.update ?? group.ops.delete)?.ref.path
  const actions: ActionDef[] = []
  for (const op of group.extra) {
    const onItem = itemPath !== undefined && op.ref.path.startsWith(`${itemPath}/`)
    if (op.ref.method !== 'post' || !onItem || op.ref.returnsList || op.special) continue
    const name = actionName(group.prefix, op)
    const action: ActionDef = { name, label: humanize(name), operation: op.ref.id }
    if (takesFields(op.ref)) {
      action.form = `${kebabCase(key)}-${kebabCase(name)}`
    }
    actions.push(action)
  }
  const remove = group.ops.delete
  if (remove !== undefined) {
    actions.push({ name: 'delete', label: 'Delete', operation: remove.ref.id, danger: true })
  }
  return actions
}

/** `instance_start` → `start`; a foreign or derived id → its path's last word (`poweron`) */
function actionName(prefix: string, op: OperationInfo): string {
  const id = op.ref.id
  if (!op.derivedId && id.startsWith(`${prefix}_`)) return id.slice(prefix.length + 1)
  const last = op.ref.path
    .split('/')
    .filter((segment) => !segment.startsWith('{'))
    .pop()
  return snakeCase(last ?? id)
}
