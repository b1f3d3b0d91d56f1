// Applies one manifest kind entry over the inferred model: picks its operations, rebuilds the
// kind from them, then refines labels, fields, states, columns, forms, actions and capabilities.
// Every name the entry uses is checked against the document.
import type { KindDef } from '../../src/contract/index.ts'
import { enginePath } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import { formTexts } from '../infer/kind-defaults.ts'
import { buildKind, detailSchemaOf, itemSchemaOf } from '../infer/kinds.ts'
import { defaultStateTable } from '../infer/states.ts'
import { enumOf, fieldSchema, propertiesOf, refNameOf } from '../infer/schemas.ts'
import { pluralize, titleCase } from '../util/names.ts'
import type { Schema } from '../util/openapi.ts'
import { known, type Checker } from './checker.ts'
import { itemConditions } from './conditions.ts'
import { mergeAction, mergeCapabilities } from './kind-actions.ts'
import { mergeColumn, mergeForm, type ColumnSource } from './kind-columns.ts'
import { groupFor } from './kind-group.ts'
import type { ColumnEntry, KindEntry, Located } from './manifest-types.ts'
import { below, knownStates, type Place } from './place.ts'

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
  const place: Place = { file, at, check }
  const group = groupFor(model, entry, check)
  if (group === undefined) return undefined
  const item = itemSchemaOf(group)
  const kind = buildKind(model.document, key, group, item)
  const claimed = new Set<string>()
  for (const op of [...Object.values(group.ops), ...group.extra]) {
    const owner = model.ownerOf.get(op.ref.id)
    if (owner !== undefined) claimed.add(owner)
  }
  const input: KindInput = { model, kind, value, place }
  mergeTexts(input)
  const fields = Object.keys(propertiesOf(model.document, item))
  const itemName = refNameOf(item) ?? key
  mergeFields({ ...input, fields, itemName })
  mergeStates({ ...input, item, itemName })

  const stateField = value.states?.field
  const columns = (entries: ColumnEntry[], where: string, source: ColumnSource) =>
    entries.flatMap((column, i) => {
      const def = mergeColumn({ model, column, source, place: below(place, `.${where}[${i}]`) })
      return def === undefined ? [] : [def]
    })
  if (value.columns !== undefined)
    kind.columns = columns(value.columns, 'columns', { schema: item, name: itemName, stateField })
  if (value.properties !== undefined) {
    const detail = detailSchemaOf(group)
    const name = refNameOf(detail) ?? key
    kind.properties = columns(value.properties, 'properties', { schema: detail, name, stateField })
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
    kind.forms[verb] = mergeForm({
      model,
      def,
      form,
      properties: kind.properties.map((property) => property.field),
      place: below(place, `.forms.${verb}`),
    })
  }
  if (value.actions !== undefined) {
    kind.actions = value.actions.flatMap((action, i) => {
      const where = below(place, `.actions[${i}]`)
      const owner = { kind, item, prefix: group.prefix }
      const def = mergeAction({ model, action, owner, place: where })
      if (def && action.requires)
        def.requires = itemConditions({ model, entries: action.requires, fields, place: where })
      return def === undefined ? [] : [def]
    })
  }
  if (value.capabilities !== undefined) {
    const entries = value.capabilities
    const capabilities = mergeCapabilities({ model, kind, entries, fields, place })
    if (Object.keys(capabilities).length > 0) kind.capabilities = capabilities
  }
  return { kind, item, claimed: [...claimed] }
}

/** one kind entry being merged: the document, the kind built so far, the entry, its place */
interface KindInput {
  model: Model
  kind: KindDef
  value: KindEntry
  place: Place
}

/** the item's fields by wire name, and its schema's name for messages */
interface ItemFields {
  fields: string[]
  itemName: string
}

/** label, plural, titles, docs and the operations an entry's pages touch */
function mergeTexts({ model, kind, value, place: { file, at, check } }: KindInput) {
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
}

/** the item's fields the entry names for its identity, its display name and its scopes */
function mergeFields({
  kind,
  value,
  fields,
  itemName,
  place: { file, at, check },
}: KindInput & ItemFields) {
  const unknown = (where: string, field: string) =>
    check.missing(
      file,
      `${at}.${where}`,
      `unknown field "${field}" in ${itemName} (${known(fields, field)})`,
    )
  // a dotted path reaches into a wrapper: a group member `{type, value: {id, name}}`
  const isField = (path: string) => fields.includes(path.split('.')[0] ?? '')
  if (value.identity !== undefined) {
    if (isField(value.identity)) {
      kind.identityField = enginePath(value.identity)
      if (value.identity !== 'name') kind.labelField = kind.identityField
    } else unknown('identity', value.identity)
  }
  if (value.nameField !== undefined) {
    // headings, crumbs, references and toasts read it; links still carry the identity
    if (isField(value.nameField)) kind.labelField = enginePath(value.nameField)
    else unknown('nameField', value.nameField)
  }
  if (value.scopeFields !== undefined) {
    kind.scopeFields = {}
    for (const [scope, field] of Object.entries(value.scopeFields)) {
      if (fields.includes(field)) kind.scopeFields[scope] = field
      else unknown(`scopeFields.${scope}`, field)
    }
  }
}

/** the state table: the enum field it reads, and which values are which, checked against it */
function mergeStates({
  model,
  kind,
  value,
  item,
  itemName,
  place,
}: KindInput & Pick<ItemFields, 'itemName'> & { item: Schema | undefined }) {
  if (value.states === undefined) return
  const { file, at, check } = place
  const schema = fieldSchema(model.document, item, value.states.field)
  const values = enumOf(model.document, schema)?.map(String)
  if (values === undefined) {
    check.missing(
      file,
      `${at}.states.field`,
      `"${value.states.field}" is not an enum field of ${itemName}`,
    )
    delete kind.states
    return
  }
  const inferred = defaultStateTable({ wirePath: value.states.field, values })
  const listed = (name: 'transitional' | 'success' | 'danger' | 'idle') => {
    const states = value.states?.[name]
    return states === undefined
      ? inferred[name]
      : knownStates(states, values, below(place, `.states.${name}`))
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
