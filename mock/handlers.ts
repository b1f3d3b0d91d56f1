/**
 * The mock's request handlers, built from its inputs: bespoke behaviours first, then the
 * generic store for every registry operation it can serve, 501 for the rest, and a last
 * catch-all so an unknown platform path gets the platform's 404 rather than the network.
 */
import { http, type HttpHandler } from 'msw'
import type { KindDef, OperationRef } from '../src/contract/index.ts'
import { behaviours, lazyOperations, loadLazyBehaviours } from './behaviours/index.ts'
import { apiPrefixes } from './config.ts'
import type { Handle } from './call.ts'
import { createContext, MissingKindError, type MockContext, resetContext } from './context.ts'
import { errorResponse, notImplemented } from './errors.ts'
import type { MockInputs } from './inputs.ts'
import { type Route, toHandler } from './platform.ts'
import { genericHandle, type GenericRole } from './store/generic.ts'
import { allOperations } from './store/kinds.ts'

function genericRole(kind: KindDef, op: OperationRef): GenericRole | undefined {
  const roles = Object.entries(kind.ops) as [GenericRole, OperationRef | undefined][]
  const role = roles.find(([, candidate]) => candidate?.id === op.id)?.[0]
  if (!role || role === 'list' || role === 'create') return role
  // view/update/delete address one item: through its key, or as the kind's only object
  const addressable = kind.singleton || (kind.key !== undefined && op.pathParams.includes(kind.key))
  return addressable ? role : undefined
}

const unimplemented =
  (operationId: string): Handle =>
  () => {
    throw notImplemented(operationId)
  }

/**
 * The behaviours that serve this document: each is a platform operation, so another
 * document's operation of the same name (Hetzner's derived `image_list` on GET /images) is a
 * different one, served generically.
 */
function ownBehaviours(byId: ReadonlyMap<string, OperationRef>) {
  return behaviours.filter((b) => {
    const op = byId.get(b.operationId)
    return op === undefined || (op.method === b.method && op.path === b.path)
  })
}

/**
 * A call lazy.ts may serve: its behaviour once loaded, when it is this document's operation
 * (as ownBehaviours decides), else what the generic store would do; also what the store would
 * do when the behaviour relies on a kind this registry names otherwise (no manifest).
 */
function lazyHandle(op: OperationRef, otherwise: Handle): Handle {
  return async (ctx, call) => {
    const behaviour = (await loadLazyBehaviours()).find((b) => b.operationId === op.id)
    const own = behaviour && behaviour.method === op.method && behaviour.path === op.path
    if (!own) return otherwise(ctx, call)
    try {
      return await behaviour.handle(ctx, call)
    } catch (error) {
      if (error instanceof MissingKindError) return otherwise(ctx, call)
      throw error
    }
  }
}

/** operations the mock answers with 501: the list README.md describes */
export function unimplementedOperations(inputs: MockInputs): string[] {
  const operations = allOperations(inputs.registry)
  const byId = new Map(operations.map(({ op }) => [op.id, op]))
  const bespoke = new Set([...ownBehaviours(byId).map((b) => b.operationId), ...lazyOperations])
  return operations
    .filter(({ kind, op }) => !bespoke.has(op.id) && !genericRole(kind, op))
    .map(({ op }) => op.id)
}

function routes(inputs: MockInputs): Route[] {
  const operations = allOperations(inputs.registry)
  const byId = new Map(operations.map(({ op }) => [op.id, op]))
  const own = ownBehaviours(byId)
  const bespoke = own.map((b) => {
    const op = byId.get(b.operationId)
    return {
      method: b.method,
      path: b.path,
      handle: b.handle,
      ...(op ? { op } : {}),
      ...(b.public ? { public: true } : {}),
    }
  })
  const taken = new Set(own.map((b) => b.operationId))
  const generic = operations
    .filter(({ op }) => !taken.has(op.id))
    .map(({ kind, op }): Route => {
      const role = genericRole(kind, op)
      const fallback = role ? genericHandle(role, kind, op) : unimplemented(op.id)
      const handle = lazyOperations.has(op.id) ? lazyHandle(op, fallback) : fallback
      return { method: op.method, path: op.path, op, handle }
    })
  return [...bespoke, ...generic]
}

/** literal segments win over parameters: `/v1/system/ip-pools-service` before `/{pool}` */
function specificity(route: Route): number[] {
  return route.path.split('/').map((segment) => (segment.startsWith('{') ? 0 : 1))
}

function bySpecificity(a: Route, b: Route): number {
  const left = specificity(a)
  const right = specificity(b)
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (right[i] ?? -1) - (left[i] ?? -1)
    if (difference !== 0) return difference
  }
  return 0
}

function unknownPath(registry: MockInputs['registry']): HttpHandler[] {
  return apiPrefixes(registry).map((prefix) =>
    http.all(`*${prefix}*`, ({ request }) => {
      const path = new URL(request.url).pathname
      console.warn(`mock: no handler for ${request.method} ${path}`)
      return errorResponse(404, 'NotFound', `no such endpoint: ${request.method} ${path}`)
    }),
  )
}

export interface Mock {
  handlers: HttpHandler[]
  ctx: MockContext
  /** back to the seed, cancelling pending transitions and any login/logout */
  resetDb: () => void
}

/** the routes in matching order, without msw: the page's mock dispatches them itself */
export function createMockRoutes(inputs: MockInputs): Omit<Mock, 'handlers'> & { routes: Route[] } {
  const ctx = createContext(inputs)
  return {
    routes: routes(inputs).sort(bySpecificity),
    ctx,
    resetDb: () => resetContext(ctx),
  }
}

export function createMock(inputs: MockInputs): Mock {
  const { routes: ordered, ctx, resetDb } = createMockRoutes(inputs)
  return {
    handlers: [...ordered.map((route) => toHandler(ctx, route)), ...unknownPath(inputs.registry)],
    ctx,
    resetDb,
  }
}
