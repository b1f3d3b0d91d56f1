// `mock/seed.json`: the mock's starting data per kind, in wire shape. The document's examples
// when it has them (each list's `examples.*.value.items`, a singleton's view example), else
// items synthesised from the schema with a PRNG seeded by the kind's name.
import type { Registry } from '../../../src/contract/index.ts'
import { asEnvelopeList, type OperationInfo } from '../../infer/operations.ts'
import type { Document, Schema } from '../../util/openapi.ts'
import { kebabCase, snakeCase } from '../../util/names.ts'
import { createRandom } from './prng.ts'
import { ITEM_BUDGET, synthesize } from './synth.ts'

const ITEMS_PER_KIND = 3

export function buildSeed(
  document: Document,
  registry: Registry,
  operations: Map<string, OperationInfo>,
  items: Record<string, Schema | undefined>,
): Record<string, unknown[]> {
  const kinds = Object.values(registry.kinds).sort((a, b) => a.name.localeCompare(b.name))
  // ids first, so `project_id` on an instance can point at a seeded project
  const ids: Record<string, string[]> = {}
  const idsByField: Record<string, string[]> = {}
  for (const kind of kinds) {
    const random = createRandom(`${kind.name}:ids`)
    ids[kind.name] = Array.from({ length: ITEMS_PER_KIND }, () => random.uuid())
    idsByField[`${snakeCase(kind.name)}_id`] = ids[kind.name] ?? []
  }
  const seed: Record<string, unknown[]> = {}
  for (const kind of kinds) {
    const listed = kind.ops.list === undefined ? undefined : operations.get(kind.ops.list.id)
    // an envelope (`{rules: [...]}`) the manifest made a list is seeded from its items
    const list = listed === undefined ? undefined : asEnvelopeList(listed)
    const view = kind.ops.view === undefined ? undefined : operations.get(kind.ops.view.id)
    const example = view === undefined ? undefined : itemOf(view)
    const examples = list?.exampleItems ?? (example === undefined ? undefined : [example])
    if (examples !== undefined) {
      seed[kind.name] = structuredClone(examples)
      continue
    }
    const schema = items[kind.name]
    if (schema === undefined) continue
    const count = kind.ops.list === undefined ? 1 : ITEMS_PER_KIND
    const random = createRandom(kind.name)
    seed[kind.name] = Array.from({ length: count }, (_, index) =>
      synthesize(schema, '', {
        document,
        random,
        nameBase: kebabCase(kind.name),
        index,
        id: ids[kind.name]?.[index] ?? random.uuid(),
        idsByField,
        budget: { left: ITEM_BUDGET },
      }),
    )
  }
  return seed
}

/** a view's example as the item it shows: unwrapped from `{endpoint: {...}}` where it is wrapped */
function itemOf(view: OperationInfo): unknown {
  const field = view.ref.itemField
  if (field === undefined || typeof view.example !== 'object' || view.example === null)
    return view.example
  return (view.example as Record<string, unknown>)[field]
}
