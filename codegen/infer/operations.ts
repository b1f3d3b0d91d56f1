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
import { refNameOf, concreteSchema, propertiesOf, typeOf } from './schemas.ts'
import { deriveOperationId, parseOperationId } from './operation-ids.ts'
import { singularize } from '../util/names.ts'
import { inferSort } from './sort-modes.ts'

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
  const shape = listShape(
    document,
    responseSchema,
    method === 'get' ? collectionWord(path) : undefined,
  )
  // `{rules: [...]}` is a list only when the operation says so (`webhook_secrets_list`); a
  // policy `{role_assignments: [...]}` is one object
  const namedList =
    operation.operationId === undefined ||
    parseOperationId(operation.operationId).verb === 'list' ||
    idSaysList(operation.operationId) ||
    (shape?.field !== undefined && collectionWord(path) === shape.field) ||
    (method === 'get' && endsWithWord(collectionWord(path), shape?.field)) ||
    (method === 'get' && genericRows(shape?.field) && isPlural(collectionWord(path)))
  const list = shape?.field === undefined || shape.paged === true || namedList ? shape : undefined
  const queryNames = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name))
  const cursor = list?.page === true && queryNames.has('page_token') && list.hasNextPage
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
  if (list?.field !== undefined) ref.listField = list.field
  if (cursor) {
    ref.paginated = { requiredOnFirstPage: operation['x-dropshot-pagination']?.required ?? [] }
  } else if (list !== undefined && queryNames.has('offset') && queryNames.has('limit')) {
    ref.paginated = {
      requiredOnFirstPage: [],
      offset: list.totalField === undefined ? {} : { totalField: list.totalField },
    }
  }
  const sort = list === undefined ? undefined : inferSort(document, parameters, list.item)
  if (sort !== undefined) ref.sort = sort
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

/** the names a wrapped item goes by: the path's collection, singular (`/servers/{id}` → server) */
function wrapperFields(segments: string[]): string[] {
  const literals = segments.filter((segment) => !segment.startsWith('{'))
  const last = literals[literals.length - 1]
  if (last === undefined) return []
  const fields = [singularize(last.replace(/-/g, '_'))]
  // a named member of a collection answers as one of it: `/projects/default` → `{project}`
  const before = segments[segments.length - 2]
  const member = segments[segments.length - 1] === last && before !== undefined
  if (member && !before.startsWith('{') && isPlural(before.replace(/-/g, '_')))
    fields.push(singularize(before.replace(/-/g, '_')))
  return fields
}

/**
 * `{server: {...}}` (with an `action` beside it, maybe) for `/servers/{id}`, `{project: {...}}`
 * for `/projects/default`: the one object named after the path's collection is the item the
 * operation reads or writes.
 */
function wrappedItem(
  document: Document,
  method: HttpMethod,
  path: string,
  schema: Schema | undefined,
): { field: string; item: Schema } | undefined {
  const segments = path.split('/').filter((segment) => segment !== '')
  const onItem = segments[segments.length - 1]?.startsWith('{') === true
  const last = segments.filter((segment) => !segment.startsWith('{')).pop() ?? ''
  const properties = propertiesOf(document, schema)
  // a POST on `/ranges/add` is a command whose answer is a range itself, not one wrapped
  const fields = wrapperFields(segments).slice(0, method === 'post' ? 1 : undefined)
  for (const field of fields) {
    // a command's answer (`POST …/probe` → `{probe: …}`) is not the item of a collection
    if (!onItem && method !== 'get' && field === last.replace(/-/g, '_')) continue
    const item = properties[field]
    if (item !== undefined && Object.keys(propertiesOf(document, item)).length > 0)
      return { field, item }
  }
  return undefined
}

/** the snake_case last literal segment of a collection path (`/v2/load-balancers` → `load_balancers`) */
// envelope fields that say "the rows" whatever the resource: Asana's `{data: [...]}` for
// GET /projects is that list, though nothing else in the answer says so
const ROW_FIELDS = new Set(['data', 'results', 'entries', 'records', 'elements', 'values'])

const genericRows = (field: string | undefined): boolean =>
  field !== undefined && ROW_FIELDS.has(field)

/** `{tracks: [...]}` read from `/artists/{id}/top-tracks`: rows named as its last word */
const endsWithWord = (collection: string | undefined, field: string | undefined): boolean =>
  collection !== undefined && field !== undefined && collection.endsWith(`_${field}`)

/** `projects` is a collection; `policy` or `me` is one object */
const isPlural = (word: string | undefined): boolean =>
  word !== undefined && singularize(word) !== word

function collectionWord(path: string): string | undefined {
  const last = path.split('/').filter(Boolean).pop()
  return last === undefined || last.startsWith('{') ? undefined : last.replace(/-/g, '_')
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

interface ListShape {
  /** a page object `{items, …}` rather than a bare array */
  page: boolean
  hasNextPage: boolean
  item?: Schema
  /** the envelope's array property, when the list is neither a page nor an array */
  field?: string
  /** a page's integer count of all rows (`total`, `total_count`, `count`) */
  totalField?: string
  /** an envelope with paging fields beside its array: a list whatever the operation's name */
  paged?: boolean
}

const TOTAL_FIELDS = ['total', 'total_count', 'count']

/** `{items: X[], next_page?}` or `X[]`; undefined when the response is one object */
export function listShape(
  document: Document,
  schema: Schema | undefined,
  collection?: string,
): ListShape | undefined {
  const concrete = concreteSchema(document, schema)
  if (concrete === undefined) return undefined
  if (typeOf(concrete) === 'array') {
    return concrete.items === undefined
      ? { page: false, hasNextPage: false }
      : { page: false, hasNextPage: false, item: concrete.items }
  }
  const properties = propertiesOf(document, concrete)
  return (
    pageShape(document, properties) ??
    nestedPage(document, properties) ??
    envelopeShape(document, concrete, collection)
  )
}

/** `{items: [...], next_page?, total?}`; its fields may come from an `allOf` (Spotify's pages) */
function pageShape(document: Document, properties: Record<string, Schema>): ListShape | undefined {
  const items = concreteSchema(document, properties.items)
  if (items === undefined || typeOf(items) !== 'array') return undefined
  const shape: ListShape = { page: true, hasNextPage: properties.next_page !== undefined }
  if (items.items !== undefined) shape.item = items.items
  const total = TOTAL_FIELDS.find(
    (name) => typeOf(concreteSchema(document, properties[name])) === 'integer',
  )
  if (total !== undefined) shape.totalField = total
  return shape
}

/**
 * `{albums: {items: [...], total, offset}}` (Spotify's new releases, a category's playlists):
 * one page under a field, with at most a message or paging beside it. Its rows and total are
 * read at dotted paths (`albums.items`, `albums.total`).
 */
function nestedPage(document: Document, properties: Record<string, Schema>): ListShape | undefined {
  const pages = Object.entries(properties).flatMap(([name, property]) => {
    const inner = pageShape(document, propertiesOf(document, property))
    return inner === undefined ? [] : [{ name, inner }]
  })
  const [page] = pages
  if (page === undefined || pages.length > 1) return undefined
  const others = Object.keys(properties).filter((name) => name !== page.name)
  if (!others.every((name) => name === 'message' || isPageField(name))) return undefined
  const shape: ListShape = {
    page: false,
    hasNextPage: false,
    field: `${page.name}.items`,
    paged: true,
  }
  if (page.inner.item !== undefined) shape.item = page.inner.item
  if (page.inner.totalField !== undefined)
    shape.totalField = `${page.name}.${page.inner.totalField}`
  return shape
}

// What a list envelope carries besides its rows: paging, counts, links and metadata.
const PAGE_FIELDS = new Set([
  'links',
  'meta',
  'metadata',
  'pagination',
  'page_info',
  'total',
  'total_count',
  'count',
  'total_pages',
  'pages',
  'page',
  'per_page',
  'page_size',
  'limit',
  'offset',
  'next',
  'previous',
  'prev',
  'first',
  'last',
  'self',
  'next_page',
  'next_page_token',
  'next_token',
  'next_cursor',
  'cursor',
  'has_more',
  'has_next',
  'object',
  'url',
  'href',
  'results',
  'total_results',
  'total_entries',
  'order',
  'marker',
  'next_marker',
  'prev_marker',
])

/** `_links`, `totalCount`, `next_page` alike */
const isPageField = (name: string): boolean =>
  PAGE_FIELDS.has(
    name
      .replace(/^_+/, '')
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .toLowerCase(),
  )

/**
 * `{droplets: [...], links, meta}` or `{data: [...], has_more}`: one array of rows and only
 * paging beside it (`paged`), or one array alone (`{rules: [...]}`, a list only when the
 * operation says so: a policy's `{role_assignments: [...]}` is one object).
 */
function envelopeShape(
  document: Document,
  concrete: Schema,
  collection: string | undefined,
): ListShape | undefined {
  const properties = Object.entries(propertiesOf(document, concrete))
  const arrays = properties.filter(([, property]) => {
    return typeOf(concreteSchema(document, property)) === 'array'
  })
  // Box's `order: [{by, direction}]` sits beside its `entries`: an array of paging is not rows
  const candidates = arrays.length > 1 ? arrays.filter(([name]) => !isPageField(name)) : arrays
  const rows = candidates.length === 1 ? candidates[0] : undefined
  if (rows === undefined) return undefined
  const others = properties.filter(([name]) => name !== rows[0]).map(([name]) => name)
  // rows named as the path's collection are the list whatever sits beside them (Hetzner's
  // GET /datacenters answers `{datacenters: [...], recommendation}`)
  if (!others.every(isPageField) && rows[0] !== collection) return undefined
  const shape: ListShape = {
    page: false,
    hasNextPage: false,
    field: rows[0],
    paged: others.length > 0,
  }
  const item = concreteSchema(document, rows[1])?.items
  // rows are objects: an envelope of strings (`{tags: [...], total}`) is one value
  if (shape.paged === true && Object.keys(propertiesOf(document, item)).length === 0)
    return undefined
  if (item !== undefined) shape.item = item
  const total = TOTAL_FIELDS.find((name) => others.includes(name))
  if (
    total !== undefined &&
    typeOf(concreteSchema(document, propertiesOf(document, concrete)[total])) === 'integer'
  )
    shape.totalField = total
  return shape
}

/** `snapshot_list`, `genai_list_agents`, `listDroplets`, `repos/list-for-org` */
export function idSaysList(id: string): boolean {
  return /(^|[^a-z])list([^a-z]|$)/i.test(id.replace(/([a-z])([A-Z])/g, '$1_$2'))
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

/** the rows of an example answer: a bare array, or under `items` or the envelope's field */
function exampleRows(list: ListShape, value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  const field = list.page ? 'items' : list.field
  let rows: unknown = value
  for (const step of field?.split('.') ?? []) {
    rows =
      typeof rows === 'object' && rows !== null
        ? (rows as Record<string, unknown>)[step]
        : undefined
  }
  return field !== undefined && Array.isArray(rows) ? rows : []
}
