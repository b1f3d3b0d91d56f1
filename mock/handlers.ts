/**
 * The mock's request handlers, built from its inputs: bespoke behaviours first, then the
 * generic store for every registry operation it can serve, 501 for the rest, and a last
 * catch-all so an unknown platform path gets the platform's 404 rather than the network.
 */
import { http, type HttpHandler } from 'msw'
import { itemQuerySelector } from '../src/contract/index.ts'
import type { KindDef, OperationRef, Registry } from '../src/contract/index.ts'
import { routeKey } from './behaviours/behaviour.ts'
import { behaviours, lazyOperations, loadLazyBehaviours } from './behaviours/index.ts'
import { apiPrefixes } from './config.ts'
import type { Handle } from './call.ts'
import { createContext, MissingKindError, type MockContext, resetContext } from './context.ts'
import { errorResponse, notImplemented } from './errors.ts'
import type { MockInputs } from './inputs.ts'
import { type Route, toHandler } from './platform.ts'
import { genericHandle, type GenericRole } from './store/generic.ts'
import { allOperations } from './store/kinds.ts'

function genericRole(registry: Registry, kind: KindDef, op: OperationRef): GenericRole | undefined {
  const roles = Object.entries(kind.ops) as [GenericRole, OperationRef | undefined][]
  const role = roles.find(([, candidate]) => candidate?.id === op.id)?.[0]
  if (!role || role === 'list' || role === 'create') return role
  // view/update/delete address one item: through its key, as the kind's only object, or by
  // a query selector of its own (a BGP configuration's delete: `?name_or_id=`)
  const addressable =
    kind.singleton ||
    (kind.key !== undefined && op.pathParams.includes(kind.key)) ||
    itemQuerySelector(registry, kind, op) !== undefined
  return addressable ? role : undefined
}

const unimplemented =
  (operationId: string): Handle =>
  () => {
    throw notImplemented(operationId)
  }

/**
 * The behaviours that serve this document, each with the operation at its method and path
 * (whatever that operation is called: a newer release renames `ip_pool_silo_link`, the call
 * stays). One whose id this document gives to another call (Hetzner's derived `image_list` on
 * GET /images) is not its operation, served generically; one outside the registry (sign-in)
 * serves as it is.
 */
function ownBehaviours(operations: readonly { op: OperationRef }[]) {
  const byRoute = new Map(operations.map(({ op }) => [routeKey(op), op]))
  const ids = new Set(operations.map(({ op }) => op.id))
  return behaviours.flatMap((b) => {
    const op = byRoute.get(routeKey(b))
    if (op === undefined && ids.has(b.operationId)) return []
    return [{ behaviour: b, op }]
  })
}

/**
 * A call lazy.ts may serve: its behaviour (the one at its method and path) once loaded, else
 * what the generic store would do; also what the store would do when the behaviour relies on
 * a kind this registry names otherwise (no manifest).
 */
function lazyHandle(op: OperationRef, otherwise: Handle): Handle {
  return async (ctx, call) => {
    const behaviour = (await loadLazyBehaviours()).find((b) => routeKey(b) === routeKey(op))
    if (!behaviour) return otherwise(ctx, call)
    try {
      return await behaviour.handle(ctx, call)
    } catch (error) {
      if (error instanceof MissingKindError) return otherwise(ctx, call)
      throw error
    }
  }
}

/**
 * The shell's calls no kind holds and no behaviour loaded at once serves (the timeseries
 * helper's system query): routed with their operation, so roles and checks apply, to their
 * behaviour in lazy.ts.
 */
function shellOnly(registry: Registry, taken: ReadonlySet<string>): OperationRef[] {
  const held = new Set(allOperations(registry).map(({ op }) => op.id))
  return Object.values(registry.shellOperations).filter(
    (op) => !held.has(op.id) && !taken.has(routeKey(op)),
  )
}

/** operations the mock answers with 501: the list README.md describes */
export function unimplementedOperations(inputs: MockInputs): string[] {
  const operations = allOperations(inputs.registry)
  const bespoke = new Set([...ownBehaviours(operations).map((b) => routeKey(b.behaviour))])
  const shell = shellOnly(inputs.registry, bespoke)
    .filter((op) => !lazyOperations.has(routeKey(op)))
    .map((op) => op.id)
  const registryOps = operations
    .filter(({ op }) => !bespoke.has(routeKey(op)) && !lazyOperations.has(routeKey(op)))
    .filter(({ kind, op }) => !genericRole(inputs.registry, kind, op))
    .map(({ op }) => op.id)
  return [...registryOps, ...shell]
}

function routes(inputs: MockInputs): Route[] {
  const operations = allOperations(inputs.registry)
  const own = ownBehaviours(operations)
  const bespoke = own.map(({ behaviour: b, op }) => {
    return {
      method: b.method,
      path: b.path,
      handle: b.handle,
      ...(op ? { op } : {}),
      ...(b.public ? { public: true } : {}),
    }
  })
  const taken = new Set(own.map(({ behaviour }) => routeKey(behaviour)))
  const generic = operations
    .filter(({ op }) => !taken.has(routeKey(op)))
    .map(({ kind, op }): Route => {
      const role = genericRole(inputs.registry, kind, op)
      const fallback = role ? genericHandle(role, kind, op) : unimplemented(op.id)
      const handle = lazyOperations.has(routeKey(op)) ? lazyHandle(op, fallback) : fallback
      return { method: op.method, path: op.path, op, handle }
    })
  const shell = shellOnly(inputs.registry, taken).map((op): Route => {
    const fallback = unimplemented(op.id)
    const handle = lazyOperations.has(routeKey(op)) ? lazyHandle(op, fallback) : fallback
    return { method: op.method, path: op.path, op, handle }
  })
  return [...bespoke, ...generic, ...shell]
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
