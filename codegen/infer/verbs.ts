// What an operation does to its kind, read from its id the way other APIs name operations
// (`droplets_get`, `get_droplet`, `listDroplets`, `repos/update`) and checked against its method,
// path and answer, so a name never overrules what the operation is.
import { singularize, snakeCase } from '../util/names.ts'
import {
  deriveOperationId,
  parseOperationId,
  VERSION_SEGMENT,
  type CrudVerb,
} from './operation-ids.ts'
import type { OperationInfo } from './operations.ts'

// id words that say the CRUD verb, whichever end of the id they stand at
const VERB_WORDS: Record<string, CrudVerb> = {
  list: 'list',
  get: 'view',
  retrieve: 'view',
  show: 'view',
  read: 'view',
  fetch: 'view',
  view: 'view',
  describe: 'view',
  create: 'create',
  update: 'update',
  patch: 'update',
  put: 'update',
  edit: 'update',
  modify: 'update',
  replace: 'update',
  delete: 'delete',
  destroy: 'delete',
  remove: 'delete',
}

const FILLER_WORDS = new Set(['a', 'an', 'the', 'several', 'multiple'])

export interface Grouping {
  /** the kind's snake_case name: `droplet`, `vpc_subnet` */
  prefix: string
  verb: CrudVerb
}

/**
 * The kind and verb an operation id names, when its method agrees: the platform's
 * `<kind>_<verb>` first (its kind names kept as they are), then other APIs' verb words at
 * either end, with the kind's last word made singular (`droplets_get` → droplet, view).
 */
export function groupingOf(op: OperationInfo): Grouping | undefined {
  if (spellsMethodAndPath(op)) return pathGrouping(op)
  const own = parseOperationId(op.ref.id)
  if (own.verb !== undefined && fitsVerb(op, own.verb)) {
    const prefix = namesItsPath(own.prefix, op) ? singularize(own.prefix) : own.prefix
    return { prefix, verb: own.verb }
  }
  const words = snakeCase(op.ref.id).split('_')
  const last = words[words.length - 1] ?? ''
  const first = words[0] ?? ''
  // a verb word at the end wins (`droplets_get`), unless the id starts with one too: the last
  // word of `get-a-show` is its noun
  const atEnd = VERB_WORDS[last] !== undefined && VERB_WORDS[first] === undefined
  const said = atEnd ? VERB_WORDS[last] : VERB_WORDS[first]
  // `get-an-album`, `get-several-tracks`: articles and counts say nothing of the kind
  const rest = (atEnd ? words.slice(0, -1) : words.slice(1)).filter(
    (word) => !FILLER_WORDS.has(word),
  )
  const verb = verbOf(op)
  if (said === undefined || verb === undefined || rest.length === 0) return undefined
  // `droplets_get` on a list is that list; otherwise the word must say what the method does
  const agrees = said === verb || (said === 'view' && verb === 'list')
  if (!agrees) return undefined
  return { prefix: singularize(rest.join('_')), verb }
}

/**
 * An id that only spells the method and the path (Stripe's `GetCustomersCustomer` for
 * `GET /v1/customers/{customer}`, `PostCustomers`) says nothing the path does not: its words
 * name the path's segments, not a kind and a verb.
 */
export function spellsMethodAndPath(op: OperationInfo): boolean {
  const words = snakeCase(op.ref.id).split('_')
  if (words[0] !== op.ref.method) return false
  const segments = op.ref.path
    .split('/')
    .filter((segment) => segment !== '' && !VERSION_SEGMENT.test(segment))
    .map((segment) => snakeCase(segment.replace(/[{}]/g, '')))
  return words.slice(1).join('_') === segments.join('_')
}

/**
 * The kind and verb of an operation from its method and path alone, as for one with no id; a
 * POST on an item is its update there (such APIs write with POST, `POST /v1/customers/{id}`).
 */
function pathGrouping(op: OperationInfo): Grouping | undefined {
  const { method, path, returnsList } = op.ref
  const onItem = /\}$/.test(path)
  const asMethod = method === 'post' && onItem ? 'patch' : method
  const { prefix, verb } = parseOperationId(deriveOperationId(asMethod, path, returnsList))
  return verb === undefined ? undefined : { prefix, verb }
}

/** `berths_list` on `/berths`: the id names the collection, so its kind is one berth */
function namesItsPath(prefix: string, op: OperationInfo): boolean {
  const literal = op.ref.path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
  const collection = (literal[literal.length - 1] ?? '').replace(/-/g, '_')
  return prefix.endsWith(collection) && singularize(collection) !== collection
}

// A platform name is only a promise: `*_list` must return a list, `*_view` one object.
function fitsVerb(op: OperationInfo, verb: CrudVerb): boolean {
  if (verb === 'list') return op.ref.method === 'get' && op.ref.returnsList
  if (verb === 'view') return op.ref.method === 'get' && !op.ref.returnsList
  return true
}

/** the CRUD verb an operation's method, path and answer make it, if any */
export function verbOf(op: OperationInfo): CrudVerb | undefined {
  const onItem = /\}$/.test(op.ref.path)
  const method = op.ref.method
  if (method === 'get') return op.ref.returnsList ? 'list' : 'view'
  if (method === 'post' && !onItem && !op.ref.returnsList) return 'create'
  if ((method === 'put' || method === 'patch') && !op.ref.returnsList) return 'update'
  if (method === 'delete') return 'delete'
  return undefined
}

/** an id in the platform's own style: snake_case words with no verb word in them */
export function isPlainId(id: string): boolean {
  return /^[a-z0-9_]+$/.test(id) && !id.split('_').some((word) => VERB_WORDS[word] !== undefined)
}
