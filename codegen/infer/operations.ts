// Collects every operation of the document as an OperationRef plus the schemas codegen needs
// later (body, response, list item). List-ness comes from the response shape, not the name.
import type { HttpMethod, OperationRef, QueryParamRef } from '../../src/contract/index.ts'
import {
  deref,
  HTTP_METHODS,
  type Document,
  type MediaType,
  type Operation,
  type Parameter,
  type Schema,
} from '../util/openapi.ts'
import { refNameOf, concreteSchema, typeOf } from './schemas.ts'
import { deriveOperationId } from './operation-ids.ts'
import { answerList, exampleRows, type ListShape } from './list-shapes.ts'
import { inferSort } from './sort-modes.ts'
import { wrappedItem } from './wrapped-item.ts'

export interface OperationInfo {
  ref: OperationRef
  /** true when the document has no operationId and `ref.id` was derived */
  derivedId: boolean
  /** the document's summary: the registry carries it only where a page shows it (addOtherOperations) */
  summary?: string
  tags: string[]
  /** query parameters by wire name, and path parameters, with their schemas */
  parameters: Parameter[]
  /** the request body schema (any content type) */
  bodySchema?: Schema
  /** the success response schema (JSON) */
  responseSchema?: Schema
  /** the schema of one returned item: the list's item, or the response object */
  itemSchema?: Schema
  /** `x-dropshot-websocket`, binary or form bodies: not for the generic engine */
  special: boolean
  /** the example items of the success response (`examples.*.value.items` or an array) */
  exampleItems?: unknown[]
  /** the example object of a non-list success response */
  example?: unknown
  /** a one-array envelope not taken as a list (a manifest may still use it as one) */
  envelope?: { field: string; item: Schema | undefined }
}

/** The operation read as a list of its envelope's items (`vpc_firewall_rules_view` → rules). */
export function asEnvelopeList(info: OperationInfo): OperationInfo {
  if (info.envelope === undefined || info.ref.returnsList) return info
  const ref = { ...info.ref, returnsList: true, listField: info.envelope.field }
  const listed: OperationInfo = { ...info, ref }
  if (info.envelope.item !== undefined) listed.itemSchema = info.envelope.item
  const items = (info.example as Record<string, unknown> | undefined)?.[info.envelope.field]
  if (Array.isArray(items)) listed.exampleItems = items
  return listed
}

const SUPPORTED: readonly string[] = [
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
] satisfies HttpMethod[]

export interface CollectedOperations {
  operations: Map<string, OperationInfo>
  /** operations left out, with why */
  skipped: string[]
}

export function collectOperations(document: Document): CollectedOperations {
  const operations = new Map<string, OperationInfo>()
  const skipped: string[] = []
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method] as Operation | undefined
      if (operation === undefined) continue
      if (!SUPPORTED.includes(method)) {
        skipped.push(`${method.toUpperCase()} ${path}: the registry has no ${method} operations`)
        continue
      }
      const parameters = mergeParameters(document, item?.parameters, operation.parameters)
      const info = describe(document, method as HttpMethod, path, operation, parameters)
      let id = info.ref.id
      // derived names can repeat (two paths, one noun): keep every operation, suffixed
      for (let n = 2; operations.has(id); n += 1) id = `${info.ref.id}_${n}`
      info.ref.id = id
      operations.set(id, info)
    }
  }
  return { operations, skipped }
}

function mergeParameters(
  document: Document,
  shared: Parameter[] | undefined,
  own: Parameter[] | undefined,
): Parameter[] {
  const byKey = new Map<string, Parameter>()
  for (const parameter of [...(shared ?? []), ...(own ?? [])]) {
    const resolved = deref(document, parameter)
    byKey.set(`${resolved.in}:${resolved.name}`, resolved)
  }
  return [...byKey.values()]
}

function describe(
  document: Document,
  method: HttpMethod,
  path: string,
  operation: Operation,
  parameters: Parameter[],
): OperationInfo {
  const success = successResponse(document, operation)
  const json =
    success.response?.content?.['application/json'] ?? firstJson(success.response?.content)
  const responseSchema = json?.schema
  const { shape, list } = answerList(document, method, path, operation.operationId, responseSchema)
  // a GET sends no body, whatever the document declares (Stripe gives each an empty form)
  const body =
    operation.requestBody === undefined || method === 'get'
      ? undefined
      : deref(document, operation.requestBody)
  const [contentType, media] = Object.entries(body?.content ?? {}).sort(
    ([a], [b]) => rankContentType(a) - rankContentType(b),
  )[0] ?? [undefined, undefined]
  const operationId = operation.operationId
  const ref: OperationRef = {
    id: operationId ?? deriveOperationId(method, path, list !== undefined),
    method,
    path,
    pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
    queryParams: parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => queryParamRef(document, parameter)),
    successStatus: success.status,
    returnsList: list !== undefined,
  }
  if (list !== undefined) pageBy(ref, { document, operation, parameters, list })
  if (contentType !== undefined) {
    ref.body = { required: body?.required === true, contentType }
    const schemaName = refNameOf(media?.schema)
    if (schemaName !== undefined) ref.body.schemaName = schemaName
  }
  const responseName = refNameOf(responseSchema)
  if (responseName !== undefined) ref.responseSchemaName = responseName
  const examples = exampleValues(document, json)
  const info: OperationInfo = {
    ref,
    derivedId: operationId === undefined,
    ...(operation.summary === undefined ? {} : { summary: operation.summary }),
    tags: operation.tags ?? [],
    parameters,
    special:
      operation['x-dropshot-websocket'] !== undefined ||
      (contentType !== undefined && !FIELD_BODIES.has(contentType)),
  }
  if (media?.schema !== undefined) info.bodySchema = media.schema
  if (responseSchema !== undefined) info.responseSchema = responseSchema
  const wrapped =
    list === undefined ? wrappedItem(document, method, path, responseSchema) : undefined
  if (wrapped !== undefined) ref.itemField = wrapped.field
  const itemSchema = list?.item ?? wrapped?.item ?? responseSchema
  if (itemSchema !== undefined) info.itemSchema = itemSchema
  if (shape?.field !== undefined && list === undefined)
    info.envelope = { field: shape.field, item: shape.item }
  if (list !== undefined) {
    const items = examples.flatMap((value) => exampleRows(list, value))
    if (items.length > 0) info.exampleItems = items
  } else if (examples[0] !== undefined) {
    info.example = examples[0]
  }
  return info
}

function successResponse(document: Document, operation: Operation) {
  const codes = Object.keys(operation.responses ?? {})
    .filter((code) => /^[23]/.test(code))
    .sort()
  const code = codes[0]
  const raw = code === undefined ? operation.responses?.default : operation.responses?.[code]
  const status = code === undefined ? 200 : Number(code.replace(/X/gi, '0'))
  return { status, response: raw === undefined ? undefined : deref(document, raw) }
}

function firstJson(content: Record<string, MediaType> | undefined): MediaType | undefined {
  return Object.entries(content ?? {}).find(([type]) => type.includes('json'))?.[1]
}

/**
 * Bodies a form can fill: JSON, and form fields (`application/x-www-form-urlencoded`, as Stripe
 * takes every write), which the client sends encoded as the operation declares
 */
const FIELD_BODIES = new Set(['application/json', 'application/x-www-form-urlencoded'])

/** the operation takes a body of fields, which a generated form can fill */
export const takesFields = (ref: OperationRef): boolean =>
  ref.body !== undefined && FIELD_BODIES.has(ref.body.contentType)

function rankContentType(type: string): number {
  return type === 'application/json' ? 0 : type.includes('json') ? 1 : 2
}

function queryParamRef(document: Document, parameter: Parameter): QueryParamRef {
  const ref: QueryParamRef = { name: parameter.name, required: parameter.required === true }
  if (isNameOrId(document, parameter.schema)) ref.selector = true
  return ref
}

/** `NameOrId` by name, or any union of a uuid string and a named string */
export function isNameOrId(document: Document, schema: Schema | undefined): boolean {
  if (refNameOf(schema) === 'NameOrId') return true
  const variants = concreteSchema(document, schema)?.oneOf
  if (variants?.length !== 2) return false
  const formats = variants.map((variant) => concreteSchema(document, variant)?.format)
  return (
    formats.includes('uuid') &&
    variants.every((v) => typeOf(concreteSchema(document, v)) === 'string')
  )
}

/** how a list is paged (a cursor, or offset and limit) and sorted, on its reference */
function pageBy(
  ref: OperationRef,
  context: { document: Document; operation: Operation; parameters: Parameter[]; list: ListShape },
): void {
  const { document, operation, parameters, list } = context
  if (list.field !== undefined) ref.listField = list.field
  else if (!list.page) ref.bareList = true
  const queryNames = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name))
  if (list.page && queryNames.has('page_token') && list.hasNextPage) {
    ref.paginated = { requiredOnFirstPage: operation['x-dropshot-pagination']?.required ?? [] }
  } else if (queryNames.has('offset') && queryNames.has('limit')) {
    ref.paginated = {
      requiredOnFirstPage: [],
      offset: list.totalField === undefined ? {} : { totalField: list.totalField },
    }
  }
  const sort = inferSort(document, parameters, list.item)
  if (sort !== undefined) ref.sort = sort
}

/** the answer's examples: the media type's, else the one its schema carries (DigitalOcean's) */
function exampleValues(document: Document, media: MediaType | undefined): unknown[] {
  if (media === undefined) return []
  const values = Object.keys(media.examples ?? {})
    .sort()
    .map((name) => media.examples?.[name]?.value)
    .filter((value) => value !== undefined)
  if (media.example !== undefined) values.unshift(media.example)
  const own = concreteSchema(document, media.schema)?.example
  if (values.length === 0 && own !== undefined) values.push(own)
  return values
}
