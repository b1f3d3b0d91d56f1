// The role table (openapi/manifest/roles.yaml): the least role every operation of the document
// needs and the scope it is checked on, from defaults by scope and verb and per-operation
// overrides. Every name is checked here: an unknown operation, scope or role fails the run,
// so the console and the mock never read a rule that names nothing.
import {
  ACCESS_SCOPES,
  type AccessRule,
  type AccessScope,
  type RoleTable,
} from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import type { OperationInfo } from '../infer/operations.ts'
import { type Checker, known } from './checker.ts'
import type { Located, RolesEntry, RoleOverride } from './manifest-types.ts'

type Verb = 'read' | 'change' | 'policy'

const isScope = (value: unknown): value is AccessScope =>
  ACCESS_SCOPES.includes(value as AccessScope)

/** reads need the least role; a policy's replacement is the change of who may do what */
function verbOf(info: OperationInfo): Verb {
  const { method, path } = info.ref
  if (method === 'get' || method === 'head') return 'read'
  return method === 'put' && path.endsWith('/policy') ? 'policy' : 'change'
}

function scopeOf(info: OperationInfo, entry: RolesEntry): AccessScope {
  const { path, pathParams, queryParams } = info.ref
  if ((entry.fleet ?? []).some((prefix) => path.startsWith(prefix))) return 'fleet'
  const param = entry.projectParam
  const namesProject =
    param !== undefined &&
    (pathParams.includes(param) || queryParams.some((query) => query.name === param))
  return namesProject ? 'project' : 'silo'
}

function checkEntry(located: Located<RolesEntry>, check: Checker): boolean {
  const { file, at, value } = located
  const errors = check.errors.length
  const ranks = value.ranks
  if (!Array.isArray(ranks) || ranks.length === 0 || ranks.some((r) => typeof r !== 'string')) {
    check.error(file, `${at}.ranks`, 'must list the role names, strongest first')
    return false
  }
  const role = (where: string, name: unknown) => {
    if (typeof name !== 'string' || !ranks.includes(name))
      check.error(file, where, `unknown role "${String(name)}" (${known(ranks, String(name))})`)
  }
  for (const scope of ACCESS_SCOPES) {
    const verbs = value.defaults?.[scope]
    if (verbs === undefined) {
      check.error(file, `${at}.defaults`, `no defaults for the ${scope} scope`)
      continue
    }
    for (const verb of ['read', 'change', 'policy'] as const)
      role(`${at}.defaults.${scope}.${verb}`, verbs[verb])
  }
  for (const scope of Object.keys(value.defaults ?? {}))
    if (!isScope(scope))
      check.error(file, `${at}.defaults.${scope}`, `unknown scope (${known(ACCESS_SCOPES)})`)
  for (const [id, override] of Object.entries(value.operations ?? {})) {
    const where = `${at}.operations.${id}`
    if (override.role !== undefined) role(`${where}.role`, override.role)
    if (override.scope !== undefined && !isScope(override.scope))
      check.error(file, `${where}.scope`, `unknown scope (${known(ACCESS_SCOPES)})`)
  }
  return check.errors.length === errors
}

function ruleOf(
  info: OperationInfo,
  entry: RolesEntry,
  override: RoleOverride | undefined,
): AccessRule | null {
  if (override?.open) return null
  if ((entry.open ?? []).some((prefix) => info.ref.path.startsWith(prefix))) return null
  const scope = (override?.scope as AccessScope | undefined) ?? scopeOf(info, entry)
  // checkEntry made sure every scope has its defaults
  const defaults = entry.defaults[scope] as RolesEntry['defaults'][string]
  return { scope, role: override?.role ?? defaults[verbOf(info)] }
}

/** the table over every operation of the document, or undefined without a `roles` entry */
export function roleTable(
  model: Model,
  located: Located<RolesEntry> | undefined,
  check: Checker,
): RoleTable | undefined {
  if (located === undefined || !checkEntry(located, check)) return undefined
  const entry = located.value
  const overrides = entry.operations ?? {}
  for (const id of Object.keys(overrides))
    if (!model.operations.has(id))
      check.missingOperation(located.file, `${located.at}.operations.${id}`, id)
  const operations: Record<string, AccessRule | null> = {}
  for (const id of [...model.operations.keys()].sort())
    operations[id] = ruleOf(model.operations.get(id) as OperationInfo, entry, overrides[id])
  return { ranks: [...entry.ranks], projectParam: entry.projectParam ?? 'project', operations }
}
