// Where each operation of the document ends up in the console: a page of its kind, an action,
// the shell, or the "other operations" page; and why the rest end up nowhere. The codegen
// prints this as its summary, and `--strict` fails on what is not placed.
import type { Registry, RouteDef } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import type { OperationInfo } from '../infer/operations.ts'

export interface Placement {
  /** operation id → where it is used */
  placed: Map<string, string>
  /** operation id → why it is nowhere */
  unplaced: Map<string, string>
}

/** the operations each page type of a kind calls */
const PAGE_OPS: Record<string, readonly ('list' | 'view' | 'create' | 'update' | 'delete')[]> = {
  list: ['list', 'delete'],
  detail: ['view', 'delete'],
  single: ['view', 'update'],
  create: ['create'],
  edit: ['update'],
}

/** the walk so far: the registry, each operation placed, and the kinds some page shows */
interface Tally {
  registry: Registry
  placed: Map<string, string>
  shown: Set<string>
}

/**
 * `byKind`: with a manifest, a kind shown anywhere counts its every operation as placed, since
 * its bespoke pages call operations the codegen cannot see; without one, only what the generic
 * pages and actions call counts.
 */
export function placeOperations(
  model: Model,
  registry: Registry,
  options: { byKind: boolean },
): Placement {
  const placed = new Map<string, string>()
  const shown = new Set<string>()
  const tally: Tally = { registry, placed, shown }
  for (const def of registry.routes) placeRoute(def, tally)
  for (const kind of Object.values(registry.kinds)) {
    if (!shown.has(kind.name)) continue
    const where = `${kind.title} pages`
    for (const action of kind.actions) {
      if (!placed.has(action.operation)) placed.set(action.operation, `${kind.title} action`)
    }
    if (!options.byKind) continue
    for (const op of [...Object.values(kind.ops), ...Object.values(kind.extraOps)]) {
      if (op !== undefined && !placed.has(op.id)) placed.set(op.id, where)
    }
  }
  for (const id of Object.keys(registry.shellOperations)) {
    if (!placed.has(id)) placed.set(id, 'the shell')
  }
  const unplaced = new Map<string, string>()
  for (const info of model.operations.values()) {
    const id = info.ref.id
    if (placed.has(id)) continue
    unplaced.set(id, whyUnplaced(info, tally))
  }
  for (const note of model.notes) unplaced.set(note.split(':')[0] ?? note, note)
  return { placed, unplaced }
}

function placeRoute(def: RouteDef, { registry, placed, shown }: Tally): void {
  const page = def.page
  if (page.type === 'operations') {
    for (const op of page.operations) placed.set(op.id, `${def.title ?? def.path} page`)
    return
  }
  if (!('kind' in page) || page.kind === undefined) return
  const kind = registry.kinds[page.kind]
  if (kind === undefined) return
  shown.add(kind.name)
  if (page.type === 'list' && page.operation !== undefined) placed.set(page.operation, def.path)
  for (const verb of PAGE_OPS[page.type] ?? []) {
    const op = kind.ops[verb]
    if (op !== undefined && !placed.has(op.id)) placed.set(op.id, `${def.path} (${verb})`)
  }
}

function whyUnplaced({ ref: op, special }: OperationInfo, { registry, shown }: Tally): string {
  if (special) return 'it streams or takes a non-JSON body, which only a bespoke page can use'
  const owner = Object.values(registry.kinds).find(
    (kind) =>
      Object.values(kind.ops).some((candidate) => candidate?.id === op.id) ||
      op.id in kind.extraOps,
  )
  if (owner === undefined) return 'no kind claims it'
  if (!shown.has(owner.name)) return `its kind "${owner.name}" has no page`
  return `kind "${owner.name}" has no page or action that calls it`
}
