// A regenerated console never shows something else under an old page without saying so: a page
// that now calls another method and path than in the console generated last time into the same
// folder (most often an id the newer document gave another meaning, as `ip_pool_list` moving from
// the system's pools to the silo's) is named in a warning, and `--strict` fails on it.
import fs from 'node:fs'
import path from 'node:path'
import type { KindDef, OperationRef, Registry, RouteDef } from '../../src/contract/index.ts'

/** the registry codegen wrote last into this folder, if any */
export function previousRegistry(outDir: string): Registry | undefined {
  const file = path.join(outDir, 'registry.ts')
  if (!fs.existsSync(file)) return undefined
  const text = fs.readFileSync(file, 'utf8')
  const start = text.indexOf('{', text.indexOf('export const registry'))
  try {
    return JSON.parse(text.slice(start)) as Registry
  } catch {
    return undefined
  }
}

/** the operations a route's page calls */
function pageOperations(registry: Registry, route: RouteDef): OperationRef[] {
  const page = route.page
  if (!('kind' in page) || page.kind === undefined) return []
  const kind: KindDef | undefined = registry.kinds[page.kind]
  if (kind === undefined) return []
  const op = (ref: OperationRef | undefined) => (ref === undefined ? [] : [ref])
  switch (page.type) {
    case 'list': {
      const named =
        page.operation === undefined ? undefined : operationsById(registry).get(page.operation)
      return op(named ?? kind.ops.list)
    }
    case 'detail':
    case 'single':
      return op(kind.ops.view)
    case 'create':
      return op(kind.ops.create)
    case 'edit':
      return [...op(kind.ops.view), ...op(kind.ops.update)]
    default:
      return []
  }
}

const where = (op: OperationRef) => `${op.method.toUpperCase()} ${op.path}`

function operationsById(registry: Registry): Map<string, OperationRef> {
  const byId = new Map<string, OperationRef>()
  for (const kind of Object.values(registry.kinds)) {
    for (const ref of [...Object.values(kind.ops), ...Object.values(kind.extraOps)])
      if (ref !== undefined) byId.set(ref.id, ref)
  }
  return byId
}

/** one warning per page that calls another method or path than when last generated */
export function reboundPages(previous: Registry, next: Registry): string[] {
  const before = new Map(previous.routes.map((route) => [route.id, route]))
  const warnings: string[] = []
  for (const route of next.routes) {
    const old = before.get(route.id)
    if (old === undefined) continue
    const was = pageOperations(previous, old)
    pageOperations(next, route).forEach((op, i) => {
      const then = was[i]
      if (then === undefined || where(then) === where(op)) return
      const title = route.title ?? route.id
      const id = then.id === op.id ? `${op.id}, an id that now names another operation` : op.id
      warnings.push(
        `page "${title}" (${route.path}) now calls ${where(op)} (${id}); it called ${where(then)} (${then.id}) when last generated (run --diff, or --migrate)`,
      )
    })
  }
  return warnings
}
