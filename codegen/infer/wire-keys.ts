// The keys of a document the engine cannot turn back by the key rule alone (`Id` would go back
// as `_id`): the registry lists them, so request bodies and edit forms speak the document's
// own case (src/contract/key-case.ts).
import { wireKeyExceptions, type WireKeys } from '../../src/contract/index.ts'
import { walkObjects } from '../load/walk-objects.ts'
import { isObject, type JsonObject } from '../util/json.ts'

export interface WireKeysFound {
  /** empty for a document in snake_case, as the platform's is */
  exceptions: WireKeys
  /** warnings: pairs of keys the engine reads alike, of which only the first goes back right */
  clashes: string[]
}

/** every property name the document's schemas declare, with the exceptions they need */
export function wireKeysOf(document: JsonObject): WireKeysFound {
  const names: string[] = []
  walkObjects(document, (value) => {
    if (isObject(value.properties)) names.push(...Object.keys(value.properties))
  })
  const { exceptions, clashes } = wireKeyExceptions(names)
  return {
    exceptions,
    clashes: clashes.map(
      ([kept, other]) =>
        `fields "${kept}" and "${other}" have one name in the console; a request may send "${other}" as "${kept}"`,
    ),
  }
}
