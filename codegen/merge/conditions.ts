/**
 * An action's rules on its item, from the manifest's `requires`: a field it must (not) hold,
 * a list of its own that must be empty (an IP pool's ranges), or a list of other items none
 * of which may point at it (the disks made from an image).
 */
import type { ItemCondition } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import { asEnvelopeList } from '../infer/operations.ts'
import { propertiesOf } from '../infer/schemas.ts'
import { enginePath } from '../../src/contract/index.ts'
import { known } from './checker.ts'
import type { ActionEntry } from './manifest-types.ts'
import { below, type Place } from './place.ts'

type RuleEntry = NonNullable<ActionEntry['requires']>[number]

/** the `requires` list of an action or capability, and the fields its item has */
export interface ConditionsInput {
  model: Model
  entries: RuleEntry[]
  fields: string[]
  /** the action's or capability's place: each rule is at `.requires[i]` below it */
  place: Place
}

/** an action's item rules: each on a field the item has, or on a list */
export function itemConditions({
  model,
  entries,
  fields,
  place,
}: ConditionsInput): ItemCondition[] {
  const { file, check } = place
  return entries.flatMap((entry, i): ItemCondition[] => {
    const rulePlace = below(place, `.requires[${i}]`)
    const where = rulePlace.at
    const { field, set, oneOf, empty, reason } = entry
    const ways = [field !== undefined, empty !== undefined].filter(Boolean).length
    if (typeof reason !== 'string' || ways !== 1) {
      check.error(file, where, 'a rule needs a `reason` and one of `field` or `empty`')
      return []
    }
    if (empty !== undefined)
      return listCondition({ model, entry, operation: empty, reason, place: rulePlace })
    if (entry.where !== undefined) {
      check.error(file, `${where}.where`, '`where` belongs to an `empty` rule')
      return []
    }
    if (field === undefined || (set === undefined) === (oneOf === undefined)) {
      check.error(file, where, 'a field rule needs one of `set` or `oneOf`')
      return []
    }
    const top = field.split('.')[0] ?? ''
    if (!fields.includes(top)) {
      check.missing(
        file,
        `${where}.field`,
        `the item has no field "${top}" (${known(fields, top)})`,
      )
      return []
    }
    return [{ field: enginePath(field), ...(set === undefined ? { oneOf } : { set }), reason }]
  })
}

/**
 * "The list must be empty": the operation must list something; with `where`, only its rows
 * whose `where` field holds the item's id count, so that field must be one its rows have.
 */
function listCondition({
  model,
  entry,
  operation,
  reason,
  place: { file, at, check },
}: {
  model: Model
  entry: RuleEntry
  /** the operation whose list must be empty */
  operation: string
  reason: string
  place: Place
}): ItemCondition[] {
  const op = model.operations.get(operation)
  if (op === undefined) {
    check.missingOperation(file, `${at}.empty`, operation)
    return []
  }
  const listed = asEnvelopeList(op)
  if (!listed.ref.returnsList) {
    check.error(file, `${at}.empty`, `operation "${operation}" returns no list`)
    return []
  }
  if (entry.where === undefined) return [{ empty: operation, reason }]
  const rowFields = Object.keys(propertiesOf(model.document, listed.itemSchema))
  if (!rowFields.includes(entry.where)) {
    check.missing(
      file,
      `${at}.where`,
      `the rows of "${operation}" have no field "${entry.where}" (${known(rowFields, entry.where)})`,
    )
    return []
  }
  return [{ empty: operation, where: enginePath(entry.where), reason }]
}
