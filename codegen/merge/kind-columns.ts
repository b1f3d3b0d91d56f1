// A manifest kind entry's columns, properties and forms over the inferred ones, each field
// checked against the schema it is read from.
import type { ColumnDef, ColumnType, FormDef } from '../../src/contract/index.ts'
import { columnDef } from '../infer/fields.ts'
import type { Model } from '../infer/index.ts'
import { fieldSchema, propertiesOf } from '../infer/schemas.ts'
import type { Schema } from '../util/openapi.ts'
import { known } from './checker.ts'
import type { ColumnEntry, FormEntry } from './manifest-types.ts'
import type { Place } from './place.ts'
import { snakeCase } from '../util/names.ts'

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

/** what a column is read from: the schema of the rows, its name, and the kind's state field */
export interface ColumnSource {
  schema: Schema | undefined
  name: string
  stateField: string | undefined
}

/** one column (or property) entry, what it is read from, and its place in the manifest */
export interface ColumnInput {
  model: Model
  column: ColumnEntry
  source: ColumnSource
  place: Place
}

/** one column (or property) entry over the inferred column of its field */
export function mergeColumn({ model, column, source, place }: ColumnInput): ColumnDef | undefined {
  const { schema: item, name: itemName, stateField } = source
  const { file, at, check } = place
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

/** a form entry over its inferred form, at its place in the manifest */
export interface FormInput {
  model: Model
  def: FormDef
  form: FormEntry
  /** the kind's detail properties: what `show` may name */
  properties: string[]
  place: Place
}

/** a form entry over the inferred form: field order, hidden and seeded fields, texts */
export function mergeForm({ model, def, form, properties, place }: FormInput): FormDef {
  const { file, at, check } = place
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
