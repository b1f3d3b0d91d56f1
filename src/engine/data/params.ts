/**
 * Routes carry the whole scope (`/projects/:project/vpcs/:vpc`), so an operation's parameters
 * are read from the route params of the same name, as the contract's `identifier` writes it.
 */
import { identifier } from '../../contract'
import type { FormDef, OperationRef } from '../../contract'
import type { OperationArgs } from './client'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return uuid.test(value)
}

export interface ExtraArgs {
  path?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
}

export function buildOperationArgs(
  op: OperationRef,
  routeParams: Record<string, string | undefined>,
  extra: ExtraArgs = {},
): OperationArgs {
  const path: Record<string, string> = {}
  for (const name of op.pathParams) {
    const value = routeParams[identifier(name)]
    if (value !== undefined) path[name] = value
  }

  // the server rejects a parent selector next to a child given by id (platform-api.md §2.2);
  // a selector the operation requires (`silo` on silo_user_view) is no parent and always goes
  const itemKey = op.pathParams.at(-1)
  const keyValue = itemKey === undefined ? undefined : path[itemKey]
  const dropSelectors = keyValue !== undefined && isUuid(keyValue)

  const query: Record<string, unknown> = {}
  for (const param of op.queryParams) {
    if (dropSelectors && param.selector && !param.required) continue
    const value = routeParams[identifier(param.name)]
    if (value !== undefined) query[param.name] = value
  }

  const args: OperationArgs = {}
  const allPath = { ...path, ...extra.path }
  const allQuery = { ...query, ...extra.query }
  if (Object.keys(allPath).length > 0) args.path = allPath
  if (Object.keys(allQuery).length > 0) args.query = allQuery
  if (extra.body !== undefined) args.body = extra.body
  return args
}

/**
 * A submitted form's call: the route's params, and the body; a form that asks for path
 * parameters (add an instance to a group) sends those in the path, and no body.
 */
export function formArgs(
  op: OperationRef,
  form: FormDef,
  routeParams: Record<string, string | undefined>,
  body: Record<string, unknown>,
): OperationArgs {
  if (!form.pathInputs) return buildOperationArgs(op, routeParams, { body })
  const path = Object.fromEntries(
    form.pathInputs.map((input) => [input, String(body[input] ?? '')]),
  )
  return buildOperationArgs(op, routeParams, { path })
}

type QueryParam = OperationRef['queryParams'][number]

/**
 * Whether a list's first page needs the query parameter: it is required, or required on the
 * first page only (the system's users need a `silo`; later pages carry it in their token).
 */
export function neededOnFirstPage(op: OperationRef): (param: QueryParam) => boolean {
  const firstPage = new Set(op.paginated?.requiredOnFirstPage ?? [])
  return (param) => param.required || firstPage.has(param.name)
}
