// The state field of a kind (`run_state`, `state.state`) and its values from the document.
import type { StateTable } from '../../src/contract/index.ts'
import { enginePath } from '../../src/contract/index.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { propertyNamed, snakeCase } from '../util/names.ts'
import { enumOf, propertiesOf, unionTag } from './schemas.ts'

const STATE_NAMES = ['run_state', 'state', 'status']

export interface StateField {
  /** wire path: `run_state`, `state.state` */
  wirePath: string
  values: string[]
}

export function findStateField(
  document: Document,
  item: Schema | undefined,
): StateField | undefined {
  const properties = propertiesOf(document, item)
  const names = Object.keys(properties)
  // in the document's own case: `State`, `runState`, `bucket-state`
  const candidates = [
    ...STATE_NAMES.flatMap((word) => propertyNamed(names, word) ?? []),
    ...names.filter((name) => snakeCase(name).endsWith('_state')).sort(),
  ]
  for (const name of candidates) {
    const schema = properties[name]
    if (schema === undefined) continue
    const values = enumOf(document, schema)
    if (values !== undefined) return { wirePath: name, values: values.map(String) }
    const union = unionTag(document, schema)
    if (union !== undefined) return { wirePath: `${name}.${union.tag}`, values: union.values }
  }
  return undefined
}

// "running" is where things stay; the other -ing states are on their way somewhere.
const STEADY = new Set(['running', 'pending', 'existing'])
// The words that read as good news or trouble in an API's states, where no manifest says
// (a foreign document's `active`, `errored`): the manifest's lists replace these.
const SUCCESS_WORDS = new Set(['running', 'ready', 'attached', 'active', 'in_service', 'available'])
const DANGER_WORDS = new Set(['failed', 'faulted', 'destroyed', 'error', 'errored', 'unhealthy'])
const IDLE_WORDS = new Set(['stopped', 'failed', 'destroyed', 'off'])

export function defaultStateTable(state: StateField): StateTable {
  const among = (words: Set<string>) => state.values.filter((value) => words.has(value))
  return {
    field: enginePath(state.wirePath),
    values: state.values,
    transitional: state.values.filter((value) => /ing$/.test(value) && !STEADY.has(value)),
    success: among(SUCCESS_WORDS),
    danger: among(DANGER_WORDS),
    idle: among(IDLE_WORDS),
  }
}
