// Columns and detail properties: which fields to show by default and how to render each.
import type { ColumnDef, ColumnType } from '../../src/contract/index.ts'
import { enginePath } from '../../src/contract/index.ts'
import { humanize, propertyNamed, snakeCase } from '../util/names.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { concreteSchema, enumOf, fieldSchema, propertiesOf, refNameOf, typeOf } from './schemas.ts'

const BYTE_SCHEMAS = new Set(['ByteCount'])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `id`, `project_id`, DigitalOcean's `invoice_uuid` */
const namesAnId = (leaf: string): boolean => /(^|_)(id|uuid)$/.test(leaf)

/** a UUID by its format, or by its example where the document leaves the format out */
const isUuid = (schema: Schema | undefined): boolean =>
  schema?.format === 'uuid' || (typeof schema?.example === 'string' && UUID.test(schema.example))

/** The renderer for a field, from its schema (and whether it is the kind's state field). */
export function columnType(
  document: Document,
  wirePath: string,
  schema: Schema | undefined,
  stateField: string | undefined,
): ColumnType {
  if (stateField !== undefined && wirePath === stateField) return 'state'
  const concrete = concreteSchema(document, schema)
  // the rules' words are snake_case; a document's own case (`Id`, `imageId`) reads the same
  const leaf = snakeCase(wirePath.split('.').pop() ?? wirePath)
  if (BYTE_SCHEMAS.has(refNameOf(schema) ?? '')) return 'bytes'
  if (concrete?.format === 'date-time') return 'date'
  // an item's own `id` is one whatever it looks like (DigitalOcean's snapshots: "6372321" or a
  // UUID); a reference to another is one when it is a UUID
  if (leaf === 'id' && typeOf(concrete) === 'string') return 'id'
  if (namesAnId(leaf) && isUuid(concrete)) return 'id'
  if (leaf === 'name' && typeOf(concrete) === 'string') return 'name'
  if (concrete?.format !== undefined && /^ip(v4|v6)?$/.test(concrete.format)) return 'ip'
  if (enumOf(document, schema) !== undefined) return 'enum'
  const type = typeOf(concrete)
  if (type === 'boolean') return 'boolean'
  if (type === 'integer' || type === 'number') return 'number'
  if (type === 'string') return 'text'
  return 'json'
}

export function columnDef(
  document: Document,
  item: Schema | undefined,
  wirePath: string,
  stateField: string | undefined,
): ColumnDef {
  const schema = fieldSchema(document, item, wirePath)
  return {
    field: enginePath(wirePath),
    header: humanize(wirePath.split('.').pop() ?? wirePath),
    type: columnType(document, wirePath, schema, stateField),
  }
}

/** Wire names of the item's top-level properties, ordered for a detail page. */
export function orderedProperties(document: Document, item: Schema | undefined): string[] {
  const names = Object.keys(propertiesOf(document, item))
  const named = (words: string[]) => words.flatMap((word) => propertyNamed(names, word) ?? [])
  const first = named(['id', 'name', 'description'])
  const last = named(['time_created', 'time_modified'])
  const middle = names.filter((name) => !first.includes(name) && !last.includes(name)).sort()
  return [...first, ...middle, ...last]
}

const LABEL_FIELDS = ['name', 'label', 'title', 'display_name']
const CREATED_FIELDS = ['time_created', 'created_at', 'created']

/** The field people call a row by: `name` on the platform, `label` or `title` elsewhere. */
export function labelFieldOf(document: Document, item: Schema | undefined): string | undefined {
  const properties = propertiesOf(document, item)
  return LABEL_FIELDS.map((word) => propertyNamed(Object.keys(properties), word)).find(
    (name) => name !== undefined && typeOf(concreteSchema(document, properties[name])) === 'string',
  )
}

/**
 * Default list columns, from what the items hold: the identity and label when the items have
 * them, description, the state, creation time; then the item's other plain fields in document
 * order until there are enough to tell rows apart. A field the items lack is never a column.
 */
export function defaultColumnFields(
  document: Document,
  item: Schema | undefined,
  identity: string,
  stateField: string | undefined,
): string[] {
  const properties = propertiesOf(document, item)
  const names = Object.keys(properties)
  const fields = names.includes(identity) ? [identity] : []
  const label = labelFieldOf(document, item)
  if (label !== undefined && label !== identity) fields.push(label)
  const description = propertyNamed(names, 'description')
  if (description !== undefined) fields.push(description)
  if (stateField !== undefined) fields.push(stateField)
  const created = CREATED_FIELDS.map((word) => propertyNamed(names, word)).find(
    (name) => name !== undefined,
  )
  for (const name of names) {
    if (fields.length >= ENOUGH_COLUMNS) break
    // a row is told apart by its label, not its id; one date (creation) is enough
    const skip =
      snakeCase(name) === 'id' || name === created || properties[name]?.format === 'date-time'
    if (fields.includes(name) || skip || !isPlain(document, properties[name])) continue
    fields.push(name)
  }
  if (created !== undefined) fields.push(created)
  return [...new Set(fields)]
}

const ENOUGH_COLUMNS = 4

/** a value a table cell shows well: text, a number, a flag, a choice */
function isPlain(document: Document, schema: Schema | undefined): boolean {
  const type = typeOf(concreteSchema(document, schema))
  return type === 'string' || type === 'integer' || type === 'number' || type === 'boolean'
}
