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
  const root: Schema = structuredClone(
    body.$ref === undefined ? body : (resolveRef<Schema>(document, body.$ref) ?? body),
  )
  for (const field of request.hidden) {
    delete root.properties?.[field]
    if (root.required !== undefined) root.required = root.required.filter((name) => name !== field)
  }
  const names = reachableSchemas(document, [root])
  const definitions = definitionsFor(document, names)
  const schema: Schema = rewriteRefs(root)
  addTitles(schema)
  for (const definition of Object.values(definitions)) addTitles(definition)
  if (names.length > 0) schema.definitions = definitions
  if (references) annotateFormReferences(schema, references.resolver, references.declared)
  const present = Object.keys(root.properties ?? {})
  const order = request.order.filter((field) => present.includes(field))
  return { schema, uiSchema: { 'ui:order': [...order, '*'] } }
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
