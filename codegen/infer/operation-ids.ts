// Names for operations: the document's operationId, or one derived from method and path when
// the document has none (`GET /v2/things/{id}/parts` → `thing_part_list`).
import { singularize, snakeCase } from '../util/names.ts'

export const CRUD_VERBS = ['list', 'create', 'view', 'update', 'delete'] as const
export type CrudVerb = (typeof CRUD_VERBS)[number]

/** `instance_start` → `{prefix: 'instance', verb: undefined}`; `vpc_subnet_list` → `{vpc_subnet, list}` */
export function parseOperationId(id: string): { prefix: string; verb?: CrudVerb } {
  for (const verb of CRUD_VERBS) {
    if (id.endsWith(`_${verb}`) && id.length > verb.length + 1) {
      return { prefix: id.slice(0, -(verb.length + 1)), verb }
    }
  }
  return { prefix: id }
}

export const VERSION_SEGMENT = /^(v\d+(\.\d+)*|api)$/i

export function deriveOperationId(method: string, path: string, returnsList: boolean): string {
  const segments = path.split('/').filter((segment) => segment !== '')
  const endsWithParam = /^\{.*\}$/.test(segments[segments.length - 1] ?? '')
  const words = segments
    .filter((segment) => !/^\{.*\}$/.test(segment) && !VERSION_SEGMENT.test(segment))
    .map((segment) => snakeCase(segment))
    .filter((word) => word !== '')
  // a collection segment names its items: `things` → `thing`
  const nouns = words.map((word, i) =>
    i < words.length - 1 || !isActionWord(word) ? singularize(word) : word,
  )
  const action = !endsWithParam && isActionWord(words[words.length - 1] ?? '')
  // `POST /things/{id}/start` → `thing_start`, like the platform names its actions
  if (action) return nouns.join('_')
  const verb = crudVerbOf(method, endsWithParam, returnsList)
  if (verb !== undefined) return [...nouns, verb].join('_') || `root_${verb}`
  return [...nouns, method].join('_') || `root_${method}`
}

// A trailing word that is a verb, not a collection (`/things/{id}/start`).
function isActionWord(word: string): boolean {
  return /^(start|stop|reboot|restart|attach|detach|enable|disable|cancel|approve|reject|run|resume|pause|login|logout|reset|promote|demote|import|export)$/.test(
    word,
  )
}

function crudVerbOf(method: string, onItem: boolean, returnsList: boolean): CrudVerb | undefined {
  if (method === 'get') return returnsList ? 'list' : 'view'
  if (method === 'post' && !onItem) return 'create'
  if ((method === 'put' || method === 'patch') && onItem) return 'update'
  if (method === 'delete' && onItem) return 'delete'
  return undefined
}
