// Applies one manifest kind entry over the inferred model: picks its operations, rebuilds the
// kind from them, then refines labels, columns, forms, states and actions. Every name the
// entry uses is checked against the document.
import type {
  ActionDef,
  Capability,
  ColumnDef,
  ColumnType,
  FormDef,
  KindDef,
} from '../../src/contract/index.ts'
import { enginePath } from '../../src/contract/index.ts'
import { columnDef } from '../infer/fields.ts'
import type { Model } from '../infer/index.ts'
import { buildKind, detailSchemaOf, formTexts, itemSchemaOf, type Group } from '../infer/kinds.ts'
import { CRUD_VERBS, parseOperationId } from '../infer/operation-ids.ts'
import { defaultStateTable } from '../infer/states.ts'
import { asEnvelopeList, type OperationInfo } from '../infer/operations.ts'
import { sortParam } from '../infer/sort-modes.ts'
import { enumOf, fieldSchema, propertiesOf, refNameOf } from '../infer/schemas.ts'
import { kebabCase, pluralize, snakeCase, titleCase } from '../util/names.ts'
import type { Schema } from '../util/openapi.ts'
import { known, type Checker } from './checker.ts'
import { itemConditions } from './conditions.ts'
import type {
  ActionEntry,
  CapabilityEntry,
  ColumnEntry,
  FormEntry,
  KindEntry,
  Located,
} from './manifest-types.ts'

const COLUMN_TYPES: readonly ColumnType[] = [
  'text',
  'name',
  'id',
  'date',
  'bytes',
  'number',
  'code',
  'boolean',
  'state',
  'enum',
  'ip',
  'json',
]

export interface MergedKind {
  kind: KindDef
  item: Schema | undefined
  /** inferred kinds whose operations this one took */
  claimed: string[]
}

export function mergeKind(
  model: Model,
  entry: Located<KindEntry> & { key: string },
  check: Checker,
): MergedKind | undefined {
  const { file, at, key, value } = entry
  const group = groupFor(model, entry, check)
  if (group === undefined) return undefined
  const document = model.document
  const item = itemSchemaOf(group)
  const kind = buildKind(document, key, group, item)
  const claimed = new Set<string>()
  for (const op of [...Object.values(group.ops), ...group.extra]) {
    const owner = model.ownerOf.get(op.ref.id)
    if (owner !== undefined) claimed.add(owner)
  }

  if (value.label !== undefined) {
    kind.singular = value.label
    kind.plural = pluralize(value.label)
    // the default form texts were made from the inferred label ("anti affinity group")
    for (const verb of ['create', 'update'] as const) {
      const form = kind.forms[verb]
      if (form) Object.assign(form, formTexts(form.pathInputs ? 'add' : verb, value.label))
    }
  }
  if (value.plural !== undefined) kind.plural = value.plural
  kind.title = titleCase(kind.singular)
  kind.titlePlural = titleCase(kind.plural)
  if (value.docs !== undefined) kind.docs = value.docs
  if (value.touches !== undefined) {
    kind.touches = value.touches.filter((id, i) => {
      if (model.operations.has(id)) return true
      check.missingOperation(file, `${at}.touches[${i}]`, id)
      return false
    })
  }
  const fields = Object.keys(propertiesOf(document, item))
  const itemName = refNameOf(item) ?? key
  const detail = detailSchemaOf(group)
  const detailName = refNameOf(detail) ?? key

  if (value.identity !== undefined) {
    // a dotted path reaches into a wrapper: a group member `{type, value: {id, name}}`
    if (fields.includes(value.identity.split('.')[0] ?? '')) {
      kind.identityField = enginePath(value.identity)
      if (value.identity !== 'name') kind.labelField = kind.identityField
    } else
      check.missing(
        file,
        `${at}.identity`,
        `unknown field "${value.identity}" in ${itemName} (${known(fields, value.identity)})`,
      )
  }
  if (value.nameField !== undefined) {
    // headings, crumbs, references and toasts read it; links still carry the identity
    if (fields.includes(value.nameField.split('.')[0] ?? ''))
      kind.labelField = enginePath(value.nameField)
    else
      check.missing(
        file,
        `${at}.nameField`,
        `unknown field "${value.nameField}" in ${itemName} (${known(fields, value.nameField)})`,
      )
  }
  if (value.scopeFields !== undefined) {
    kind.scopeFields = {}
    for (const [scope, field] of Object.entries(value.scopeFields)) {
      if (fields.includes(field)) kind.scopeFields[scope] = field
      else
        check.missing(
          file,
          `${at}.scopeFields.${scope}`,
          `unknown field "${field}" in ${itemName} (${known(fields, field)})`,
        )
    }
  }
  if (value.states !== undefined) {
    const schema = fieldSchema(document, item, value.states.field)
    const values = enumOf(document, schema)?.map(String)
    if (values === undefined) {
      check.missing(
        file,
        `${at}.states.field`,
        `"${value.states.field}" is not an enum field of ${itemName}`,
      )
      delete kind.states
    } else {
      const inferred = defaultStateTable({ wirePath: value.states.field, values })
      const listed = (name: 'transitional' | 'success' | 'danger' | 'idle') => {
        const states = value.states?.[name]
        return states === undefined
          ? inferred[name]
          : knownStates(states, values, file, `${at}.states.${name}`, check)
      }
      kind.states = {
        field: inferred.field,
        values,
        transitional: listed('transitional'),
        success: listed('success'),
        danger: listed('danger'),
        idle: listed('idle'),
      }
    }
  }
  const stateWire = value.states?.field
  const columns = (
    entries: ColumnEntry[],
    where: string,
    schema: Schema | undefined,
    name: string,
  ) =>
    entries.flatMap((column, i) => {
      const def = mergeColumn(
        model,
        schema,
        name,
        column,
        stateWire,
        file,
        `${at}.${where}[${i}]`,
        check,
      )
      return def === undefined ? [] : [def]
    })
  if (value.columns !== undefined) kind.columns = columns(value.columns, 'columns', item, itemName)
  if (value.properties !== undefined) {
    kind.properties = columns(value.properties, 'properties', detail, detailName)
  }
  for (const verb of ['create', 'update'] as const) {
    const form = value.forms?.[verb]
    const def = kind.forms[verb]
    if (form === undefined) continue
    if (def === undefined) {
      check.missing(
        file,
        `${at}.forms.${verb}`,
        `the kind has no ${verb} operation with a JSON body`,
      )
      continue
    }
    kind.forms[verb] = mergeForm(
      model,
      def,
      form,
      kind.properties.map((property) => property.field),
      file,
      `${at}.forms.${verb}`,
      check,
    )
  }
  if (value.actions !== undefined) {
    kind.actions = value.actions.flatMap((action, i) => {
      const where = `${at}.actions[${i}]`
      const def = mergeAction(model, kind, item, group.prefix, action, file, where, check)
      if (def && action.requires)
        def.requires = itemConditions(model, action.requires, fields, file, where, check)
      return def === undefined ? [] : [def]
    })
  }
  if (value.capabilities !== undefined) {
    const capabilities = mergeCapabilities(model, kind, value.capabilities, fields, file, at, check)
    if (Object.keys(capabilities).length > 0) kind.capabilities = capabilities
  }
  return { kind, item, claimed: [...claimed] }
}

/** The operations of the manifest kind: the inferred group it names, with the entry's ops on top. */
function groupFor(
  model: Model,
  entry: Located<KindEntry> & { key: string },
  check: Checker,
): Group | undefined {
  const { file, at, key, value } = entry
  const slots = Object.entries(value.ops ?? {})
  const extra = value.extraOps ?? []
  const exists = (id: string, where: string) => {
    if (model.operations.has(id)) return true
    check.missingOperation(file, where, id)
    return false
  }
  const ops = slots.filter(([verb, id]) => {
    if (!(CRUD_VERBS as readonly string[]).includes(verb)) {
      check.error(
        file,
        `${at}.ops.${verb}`,
        `unknown operation slot (expected ${CRUD_VERBS.join(', ')})`,
      )
      return false
    }
    return exists(id, `${at}.ops.${verb}`)
  })
  const extras = extra.filter((id, i) => exists(id, `${at}.extraOps[${i}]`))
  // the inferred group: the one owning the first named op, else the one with this key; it is
  // only a base when the entry renames it or fills its empty slots, not when the entry takes
  // an operation of another kind into a different slot (`sled_list_uninitialized`)
  const ownerKey = ops.map(([, id]) => model.ownerOf.get(id)).find((owner) => owner !== undefined)
  const candidate = model.groups[ownerKey ?? key]
  const fits = ops.every(([verb, id]) => {
    const current = candidate?.ops[verb as (typeof CRUD_VERBS)[number]]
    return current === undefined || current.ref.id === id
  })
  const base = fits ? candidate : undefined
  const firstOp = ops[0]?.[1]
  const prefix =
    base?.prefix ?? (firstOp === undefined ? snakeCase(key) : parseOperationId(firstOp).prefix)
  const group: Group = {
    prefix,
    ops: { ...base?.ops },
    extra: [...(base?.extra ?? [])],
  }
  // a slot whose operation the document lacks stays empty, so its page is left out rather
  // than switched silently to another endpoint
  for (const [verb, id] of slots) {
    if (!model.operations.has(id)) delete group.ops[verb as (typeof CRUD_VERBS)[number]]
  }
  // an operation the entry moves to another slot leaves the slot it was inferred in
  const named = new Set(ops.map(([, id]) => id))
  for (const verb of CRUD_VERBS) {
    const current = group.ops[verb]
    if (current !== undefined && named.has(current.ref.id) && value.ops?.[verb] !== current.ref.id)
      delete group.ops[verb]
  }
  for (const [verb, id] of ops) {
    const op = model.operations.get(id)
    if (op !== undefined)
      group.ops[verb as (typeof CRUD_VERBS)[number]] = verb === 'list' ? asEnvelopeList(op) : op
  }
  if (value.sortParam !== undefined && group.ops.list !== undefined)
    group.ops.list = namedSort(
      model,
      group.ops.list,
      value.sortParam,
      `${at}.sortParam`,
      file,
      check,
    )
  const taken = new Set(Object.values(group.ops).map((op) => op.ref.id))
  group.extra = group.extra.filter((op) => !taken.has(op.ref.id))
  for (const id of extras) {
    const op = model.operations.get(id)
    if (op !== undefined && !taken.has(id) && !group.extra.includes(op)) group.extra.push(op)
  }
  if (Object.keys(group.ops).length === 0 && group.extra.length === 0) {
    check.missing(
      file,
      at,
      `no operations for kind "${key}" (name them under ops, or use ${snakeCase(key)}_list…)`,
    )
    return undefined
  }
  return group
}

/** The list with the sort parameter the manifest names, checked to be one that reads as orders. */
function namedSort(
  model: Model,
  list: OperationInfo,
  name: string,
  at: string,
  file: string,
  check: Checker,
): OperationInfo {
  const parameter = list.parameters.find((p) => p.in === 'query' && p.name === name)
  const sort = parameter && sortParam(model.document, parameter, list.itemSchema)
  if (sort === undefined) {
    const known = list.parameters.filter((p) => p.in === 'query').map((p) => p.name)
    check.missing(
      file,
      at,
      `"${name}" is no query parameter of ${list.ref.id} whose values name a field and a direction (its query parameters: ${known.join(', ') || 'none'})`,
    )
    return list
  }
  return { ...list, ref: { ...list.ref, sort } }
}

function mergeColumn(
  model: Model,
  item: Schema | undefined,
  itemName: string,
  column: ColumnEntry,
  stateField: string | undefined,
  file: string,
  at: string,
  check: Checker,
): ColumnDef | undefined {
  const spec = typeof column === 'string' ? { field: column } : column
  if (typeof spec.field !== 'string') {
    check.error(file, at, 'a column needs a field')
    return undefined
  }
  if (fieldSchema(model.document, item, spec.field) === undefined) {
    const parent = spec.field.split('.').slice(0, -1).join('.')
    const scope = parent === '' ? item : fieldSchema(model.document, item, parent)
    const names = Object.keys(propertiesOf(model.document, scope))
    check.missing(
      file,
      at,
      `unknown field "${spec.field}" in ${itemName} (${known(names, spec.field.split('.').pop())})`,
    )
    return undefined
  }
  const def = columnDef(model.document, item, spec.field, stateField)
  if (spec.header !== undefined) def.header = spec.header
  if (spec.type !== undefined) {
    if ((COLUMN_TYPES as readonly string[]).includes(spec.type)) def.type = spec.type as ColumnType
    else
      check.error(file, `${at}.type`, `unknown column type "${spec.type}" (${known(COLUMN_TYPES)})`)
  }
  if (spec.linkTo !== undefined) def.linkTo = spec.linkTo
  if (spec.cell !== undefined) def.cell = spec.cell
  if (spec.priority !== undefined) {
    if (spec.priority === 1 || spec.priority === 2 || spec.priority === 3)
      def.priority = spec.priority
    else check.error(file, `${at}.priority`, `a column's priority is 1, 2 or 3`)
  }
  return def
}

function mergeForm(
  model: Model,
  def: FormDef,
  form: FormEntry,
  /** the kind's detail properties: what `show` may name */
  properties: string[],
  file: string,
  at: string,
  check: Checker,
): FormDef {
  const body = model.operations.get(def.operation)?.bodySchema
  const fields = Object.keys(propertiesOf(model.document, body))
  const knownFields = (names: string[] | undefined, where: string) =>
    (names ?? []).filter((name, i) => {
      if (fields.includes(name)) return true
      check.missing(
        file,
        `${at}.${where}[${i}]`,
        `unknown field "${name}" in the ${def.operation} body (${known(fields, name)})`,
      )
      return false
    })
  const merged: FormDef = { ...def }
  if (form.order !== undefined) merged.order = knownFields(form.order, 'order')
  if (form.hidden !== undefined) merged.hidden = knownFields(form.hidden, 'hidden')
  if (form.seed !== undefined) {
    const known = knownFields(Object.keys(form.seed), 'seed')
    merged.seed = Object.fromEntries(known.map((field) => [field, form.seed?.[field] ?? field]))
  }
  if (form.show !== undefined) {
    // named on the wire, like every manifest field; kept as the properties name them
    const wire = properties.map(snakeCase)
    merged.show = form.show.flatMap((field, i) => {
      const property = properties[wire.indexOf(field)]
      if (property !== undefined) return [property]
      check.missing(
        file,
        `${at}.show[${i}]`,
        `"${field}" is not one of the kind's properties (${known(wire, field)})`,
      )
      return []
    })
  }
  if (form.title !== undefined) merged.title = form.title
  if (form.submit !== undefined) merged.submitLabel = form.submit
  return merged
}

function mergeAction(
  model: Model,
  kind: KindDef,
  item: Schema | undefined,
  prefix: string,
  action: ActionEntry,
  file: string,
  at: string,
  check: Checker,
): ActionDef | undefined {
  if (typeof action.name !== 'string') {
    check.error(file, at, 'an action needs a name')
    return undefined
  }
  const inferred = kind.actions.find((candidate) => candidate.name === action.name)
  const operation =
    action.operation ??
    inferred?.operation ??
    (action.name === 'delete' ? kind.ops.delete?.id : undefined) ??
    `${prefix}_${snakeCase(action.name)}`
  const op = model.operations.get(operation)
  if (op === undefined) {
    check.missingOperation(file, `${at}.operation`, operation)
    return undefined
  }
  const def: ActionDef = {
    name: action.name,
    label: action.label ?? inferred?.label ?? titleCase(action.name),
    operation,
  }
  if (action.states !== undefined) {
    if (kind.states === undefined) check.error(file, `${at}.states`, 'the kind declares no states')
    else
      def.allowedStates = knownStates(
        action.states,
        kind.states.values,
        file,
        `${at}.states`,
        check,
      )
  }
  if (action.disabledReason !== undefined) def.disabledReason = action.disabledReason
  if (action.danger ?? inferred?.danger) def.danger = true
  if (action.confirm !== undefined) {
    def.confirm = {
      title: action.confirm.title,
      message: action.confirm.message,
      confirmLabel: action.confirm.button,
    }
  }
  if (action.toast !== undefined) def.successToast = action.toast
  if (op.ref.body?.contentType === 'application/json' && operation !== kind.ops.delete?.id) {
    const carried = bodyFieldOf(model, item, op.bodySchema)
    if (carried === undefined) def.form = `${kebabCase(kind.name)}-${kebabCase(action.name)}`
    else def.bodyField = enginePath(carried)
  }
  return def
}

/**
 * The item's field whose schema is the whole body (an IP range row's `range` is what removing
 * it sends): such an action asks nothing, the item it was chosen on already says it.
 */
function bodyFieldOf(model: Model, item: Schema | undefined, body: Schema | undefined) {
  const bodyName = refNameOf(body)
  if (bodyName === undefined) return undefined
  const fields = Object.entries(propertiesOf(model.document, item))
  return fields.find(([, schema]) => refNameOf(schema) === bodyName)?.[0]
}

function mergeCapabilities(
  model: Model,
  kind: KindDef,
  entries: Record<string, CapabilityEntry>,
  fields: string[],
  file: string,
  at: string,
  check: Checker,
): Record<string, Capability> {
  const values = kind.states?.values
  const merged: Record<string, Capability> = {}
  for (const [name, entry] of Object.entries(entries)) {
    const where = `${at}.capabilities.${name}`
    const byState = entry.states !== undefined || entry.disabledReason !== undefined
    if (!byState && entry.requires === undefined) {
      check.error(file, where, 'a capability needs `states` and a `disabledReason`, or `requires`')
      continue
    }
    const capability: Capability = {}
    if (byState) {
      if (!Array.isArray(entry.states) || typeof entry.disabledReason !== 'string') {
        check.error(file, where, 'a capability needs `states` and a `disabledReason`')
        continue
      }
      if (values === undefined) {
        check.error(file, `${where}.states`, 'the kind declares no states')
        continue
      }
      capability.allowedStates = knownStates(entry.states, values, file, `${where}.states`, check)
      capability.disabledReason = entry.disabledReason
    }
    if (entry.requires !== undefined) {
      const rules = itemConditions(model, entry.requires, fields, file, where, check)
      const onFields = rules.flatMap((rule) => ('field' in rule ? [rule] : []))
      if (onFields.length < rules.length)
        check.error(file, `${where}.requires`, 'a capability takes field rules only')
      capability.requires = onFields
    }
    if (entry.operation !== undefined) {
      if (model.operations.has(entry.operation)) capability.operation = entry.operation
      else check.missing(file, `${where}.operation`, `unknown operation "${entry.operation}"`)
    }
    merged[name] = capability
  }
  return merged
}

function knownStates(
  states: string[],
  values: string[],
  file: string,
  at: string,
  check: Checker,
): string[] {
  return states.filter((state, i) => {
    if (values.includes(state)) return true
    check.missing(file, `${at}[${i}]`, `state "${state}" is not one of ${values.join(', ')}`)
    return false
  })
}
