/**
 * An action's `seed:` (body field ← item field): what the row it is chosen on already says is
 * sent, not asked again. Stopping a BFD session sends the row's `peer` as `remote`. Each side
 * is checked against the document like any other manifest name: the body field against the
 * operation's body, the item field (a dotted path reaches into a nested object) against the
 * kind's item.
 */
import { enginePath } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import { concreteSchema, fieldSchema, propertiesOf, refNameOf } from '../infer/schemas.ts'
import type { Schema } from '../util/openapi.ts'
import { known } from './checker.ts'
import type { Place } from './place.ts'

/** an action's seed entry, the operation's body and the kind's item, at the action's place */
export interface SeedInput {
  model: Model
  seed: Record<string, string>
  operation: string
  body: Schema | undefined
  item: Schema | undefined
  place: Place
}

/** the seeds that name a body field and an item field; whether they fill every required one */
export interface ActionSeed {
  /** body field (wire name) → item field (engine path) */
  seed: Record<string, string>
  /** every field the body requires is seeded: the action needs no form */
  complete: boolean
}

/** the entry's seeds, each misnamed side reported (with the nearest names) and left out */
export function actionSeed({ model, seed, operation, body, item, place }: SeedInput): ActionSeed {
  const { document } = model
  const { file, at, check } = place
  const bodyFields = Object.keys(propertiesOf(document, body))
  const merged: Record<string, string> = {}
  for (const [field, from] of Object.entries(seed)) {
    const where = `${at}.seed.${field}`
    if (!bodyFields.includes(field)) {
      check.missing(
        file,
        where,
        `unknown field "${field}" in the ${operation} body (${known(bodyFields, field)})`,
      )
      continue
    }
    if (typeof from !== 'string' || fieldSchema(document, item, from) === undefined) {
      const path = String(from)
      const parent = path.split('.').slice(0, -1).join('.')
      const scope = parent === '' ? item : fieldSchema(document, item, parent)
      const names = Object.keys(propertiesOf(document, scope))
      const itemName = refNameOf(item) ?? 'the item'
      check.missing(
        file,
        where,
        `unknown field "${path}" in ${itemName} (${known(names, path.split('.').pop())})`,
      )
      continue
    }
    merged[field] = enginePath(from)
  }
  // a body of variants (a union, an `allOf`) may require more than its own list says: asked
  const concrete = concreteSchema(document, body)
  const plain = concrete?.oneOf === undefined && concrete?.anyOf === undefined && !concrete?.allOf
  const required = concrete?.required ?? []
  return { seed: merged, complete: plain && required.every((field) => field in merged) }
}
