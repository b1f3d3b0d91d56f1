// `forms/<id>.json`: one JSON Schema per form (create, update, action input) with what rjsf
// needs and nothing more: the body schema, the component schemas it reaches, labels, order.
import type { Registry } from '../../src/contract/index.ts'
import type { OperationInfo } from '../infer/operations.ts'
import { isObject } from '../util/json.ts'
import { humanize } from '../util/names.ts'
import { resolveRef, type Document, type Schema } from '../util/openapi.ts'
import { rewriteSchema } from '../normalize/walk.ts'
import { annotateFormReferences, type ReferenceResolver } from '../infer/references.ts'
import { definitionsFor, reachableSchemas, rewriteRefs } from './schema-slice.ts'

export interface FormFile {
  schema: Schema
  uiSchema: { 'ui:order': string[] }
}

export interface FormRequest {
  id: string
  /** the kind whose form it is: its declared references apply */
  kind: string
  operation: string
  order: string[]
  hidden: string[]
  /** path parameters asked for instead of a body (FormDef.pathInputs) */
  pathInputs?: string[]
}

/** Every form the registry names: kinds' create/update forms and actions with input. */
export function formRequests(registry: Registry): FormRequest[] {
  const requests = new Map<string, FormRequest>()
  for (const kind of Object.values(registry.kinds)) {
    for (const form of Object.values(kind.forms)) {
      requests.set(form.id, {
        id: form.id,
        kind: kind.name,
        operation: form.operation,
        order: form.order,
        hidden: form.hidden,
        ...(form.pathInputs ? { pathInputs: form.pathInputs } : {}),
      })
    }
    for (const action of kind.actions) {
      if (action.form !== undefined && !requests.has(action.form)) {
        requests.set(action.form, {
          id: action.form,
          kind: kind.name,
          operation: action.operation,
          order: [],
          hidden: [],
        })
      }
    }
  }
  return [...requests.values()].sort((a, b) => a.id.localeCompare(b.id))
}

export function buildForm(
  document: Document,
  operation: OperationInfo,
  request: FormRequest,
  references?: { resolver: ReferenceResolver; declared?: Record<string, string | null> },
): FormFile | undefined {
  const body = operation.bodySchema
  if (body === undefined) {
    return request.pathInputs ? pathInputForm(operation, request.pathInputs, references) : undefined
  }
  // the body's own schema is inlined so its top-level fields can be hidden and ordered
  const root: Schema = flattenAllOf(document, structuredClone(inlined(document, body)))
  askForUndefinedRequired(root)
  for (const field of request.hidden) {
    delete root.properties?.[field]
    if (root.required !== undefined) root.required = root.required.filter((name) => name !== field)
  }
  const names = reachableSchemas(document, [root])
  const definitions = definitionsFor(document, names)
  const schema: Schema = rewriteRefs(root)
  for (const part of [schema, ...Object.values(definitions)]) {
    dropReadOnly(part)
    uncheckedIsFalse(part)
    addTitles(part)
  }
  if (names.length > 0) schema.definitions = definitions
  if (references) annotateFormReferences(schema, references.resolver, references.declared)
  const present = Object.keys(root.properties ?? {})
  const order = request.order.filter((field) => present.includes(field))
  return { schema, uiSchema: { 'ui:order': [...order, '*'] } }
}

/**
 * A body that is a `$ref` followed: with the fields it requires beside the reference (what
 * DigitalOcean's project update writes as `allOf: [project]` plus `required`) required too.
 */
function inlined(document: Document, body: Schema): Schema {
  const target = body.$ref === undefined ? undefined : resolveRef<Schema>(document, body.$ref)
  if (target === undefined) return body
  const required = [...new Set([...(target.required ?? []), ...(body.required ?? [])])]
  return required.length === 0 ? target : { ...target, required }
}

/**
 * A field the body requires but never defines (DigitalOcean's uptime check requires a `method`
 * that none of its fields is): the API refuses a body without it, and the document says nothing
 * of its shape, so the form asks for it as text. Hidden, it would make the form one that no
 * one can send.
 */
function askForUndefinedRequired(root: Schema): void {
  if (!isObject(root.properties) || root.additionalProperties === false) return
  const properties = root.properties
  for (const name of root.required ?? []) {
    if (!(name in properties)) properties[name] = { type: 'string', title: humanize(name) }
  }
}

/** what an object made only of fields may say: no union, no constraint on the whole */
const FIELDS_ONLY = new Set(['type', 'properties', 'required', 'title', 'description'])

/**
 * A body that is an `allOf` of plain objects (DigitalOcean's project update: the project's
 * fields and `is_default`) is one object, its fields top-level like any body's: seeded from
 * the item on an edit, hidden and ordered by name.
 */
function flattenAllOf(document: Document, root: Schema): Schema {
  const members = (root.allOf ?? []).map((member) =>
    member.$ref === undefined ? member : resolveRef<Schema>(document, member.$ref),
  )
  const plain = members.every(
    (member) =>
      member !== undefined &&
      (member.type === undefined || member.type === 'object') &&
      Object.keys(member).every((key) => FIELDS_ONLY.has(key)),
  )
  if (members.length === 0 || !plain || root.properties !== undefined) return root
  const { allOf: _allOf, ...rest } = root
  const properties: Record<string, Schema> = {}
  const required = new Set(root.required ?? [])
  for (const member of members) {
    const fields = Object.entries(member?.properties ?? {})
    // a field two members define is theirs to reconcile: left as the document wrote it
    if (fields.some(([name]) => name in properties)) return root
    for (const [name, field] of fields) properties[name] = structuredClone(field)
    for (const name of member?.required ?? []) required.add(name)
  }
  return {
    ...rest,
    type: 'object',
    properties,
    ...(required.size > 0 ? { required: [...required] } : {}),
  }
}

/**
 * A form of path parameters, for a create that names the new item in its path: each is a
 * picker where it names a kind (the document's name-or-id), else a plain text field.
 */
function pathInputForm(
  operation: OperationInfo,
  inputs: string[],
  references?: { resolver: ReferenceResolver; declared?: Record<string, string | null> },
): FormFile {
  const plain = (input: string): Schema => ({
    type: 'string',
    title: humanize(input),
    minLength: 1,
  })
  const properties: Record<string, Schema> = {}
  for (const input of inputs) {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === input)
    properties[input] = {
      ...rewriteRefs(parameter?.schema ?? plain(input)),
      title: humanize(input),
    }
  }
  const schema: Schema = { type: 'object', properties, required: inputs }
  if (references) annotateFormReferences(schema, references.resolver, references.declared)
  // what no kind claimed keeps no reference into definitions this form does not carry
  for (const input of inputs) {
    if (properties[input]?.$ref !== undefined) properties[input] = plain(input)
  }
  return { schema, uiSchema: { 'ui:order': [...inputs, '*'] } }
}

/**
 * Fields the server sets (`readOnly`: DigitalOcean's project id, owner and times) are never
 * sent: a form asking for them would ask a person to type a UUID the API then ignores.
 */
function dropReadOnly(schema: Schema): void {
  rewriteSchema(schema, (node) => {
    if (!isObject(node.properties)) return node
    for (const [name, property] of Object.entries(node.properties)) {
      if (!isObject(property) || property.readOnly !== true) continue
      delete node.properties[name]
      if (Array.isArray(node.required)) node.required = node.required.filter((n) => n !== name)
    }
    return node
  })
}

/**
 * A required yes/no field is a checkbox, which has no "not answered": left unchecked it sends
 * `false` (DigitalOcean's project update requires `is_default`), not nothing.
 */
function uncheckedIsFalse(schema: Schema): void {
  rewriteSchema(schema, (node) => {
    if (!isObject(node.properties) || !Array.isArray(node.required)) return node
    for (const name of node.required) {
      const property = node.properties[name]
      if (isObject(property) && property.type === 'boolean' && property.default === undefined)
        property.default = false
    }
    return node
  })
}

/** `time_created` → "Time created" on every property that has no title of its own. */
function addTitles(schema: Schema): void {
  rewriteSchema(schema, (node) => {
    if (!isObject(node.properties)) return node
    for (const [name, property] of Object.entries(node.properties)) {
      if (isObject(property) && property.title === undefined) property.title = humanize(name)
    }
    return node
  })
}
