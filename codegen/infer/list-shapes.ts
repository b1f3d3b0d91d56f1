// Which answers are lists, and how their rows are held: a bare array, a page `{items, …}`, a
// page under a field, or an envelope `{droplets: [...], links, meta}`. Read from the response
// shape and the path's words, never from the operation's name alone.
import type { HttpMethod } from '../../src/contract/index.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { singularize } from '../util/names.ts'
import { parseOperationId } from './operation-ids.ts'
import { concreteSchema, propertiesOf, typeOf } from './schemas.ts'

// envelope fields that say "the rows" whatever the resource: Asana's `{data: [...]}` for
// GET /projects is that list, though nothing else in the answer says so
const ROW_FIELDS = new Set(['data', 'results', 'entries', 'records', 'elements', 'values'])

/**
 * The answer's shape (`shape`), and whether the operation lists (`list`): `{rules: [...]}` is a
 * list only when the operation says so (`webhook_secrets_list`); a policy
 * `{role_assignments: [...]}` is one object.
 */
export function answerList(
  document: Document,
  method: HttpMethod,
  path: string,
  operationId: string | undefined,
  schema: Schema | undefined,
): { shape: ListShape | undefined; list: ListShape | undefined } {
  const collection = collectionWord(path)
  const shape = listShape(document, schema, method === 'get' ? collection : undefined)
  const namedList =
    operationId === undefined ||
    parseOperationId(operationId).verb === 'list' ||
    idSaysList(operationId) ||
    (shape?.field !== undefined && collection === shape.field) ||
    (method === 'get' && endsWithWord(collection, shape?.field)) ||
    (method === 'get' && genericRows(shape?.field) && isPlural(collection))
  const list = shape?.field === undefined || shape.paged === true || namedList ? shape : undefined
  return { shape, list }
}

const genericRows = (field: string | undefined): boolean =>
  field !== undefined && ROW_FIELDS.has(field)

/** `{tracks: [...]}` read from `/artists/{id}/top-tracks`: rows named as its last word */
const endsWithWord = (collection: string | undefined, field: string | undefined): boolean =>
  collection !== undefined && field !== undefined && collection.endsWith(`_${field}`)

/** `projects` is a collection; `policy` or `me` is one object */
export const isPlural = (word: string | undefined): boolean =>
  word !== undefined && singularize(word) !== word

/** the snake_case last literal segment of a collection path (`/v2/load-balancers` → `load_balancers`) */
function collectionWord(path: string): string | undefined {
  const last = path.split('/').filter(Boolean).pop()
  return last === undefined || last.startsWith('{') ? undefined : last.replace(/-/g, '_')
}

export interface ListShape {
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

/** the rows of an example answer: a bare array, or under `items` or the envelope's field */
export function exampleRows(list: ListShape, value: unknown): unknown[] {
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
